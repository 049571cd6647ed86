/*
 * Which of the playground's release-dependent properties a release has: where `releaseNotes`
 * (PROPERTY_HISTORY) has no note for that use of it, so nothing is listed here per release.
 */
import { RELEASE_IDS, releaseNotes, type PropertyUsage, type ReleaseId } from '@site/versions';

/** The fields whose property some release lacks, each as the use the playground makes of it. */
export const RELEASE_FEATURES = {
  align: { property: 'align', usage: 'set' },
  /** `simple={{ readOnly: true }}`: the object form of simple */
  simpleReadOnly: { property: 'simple', usage: 'object' },
  selectComponentClass: { property: 'selectComponentClass', usage: 'set' },
  sizeChangerRender: { property: 'sizeChangerRender', usage: 'set' },
  classNames: { property: 'classNames', usage: 'set' },
  styles: { property: 'styles', usage: 'set' },
} as const satisfies Record<string, PropertyUsage>;
export type ReleaseFeature = keyof typeof RELEASE_FEATURES;

/** Whether code run on `release` can use the feature as the playground writes it. */
export function releaseHas(release: ReleaseId, feature: ReleaseFeature): boolean {
  return releaseNotes([RELEASE_FEATURES[feature]], release).length === 0;
}

/** The releases the playground runs on that have the feature, in the switch's order. */
export function releasesWith(feature: ReleaseFeature): ReleaseId[] {
  return RELEASE_IDS.filter((release) => releaseHas(release, feature));
}
