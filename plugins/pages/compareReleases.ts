/*
 * A remark plugin for the Versions pages: `:::release-costs` becomes the releases' costs table,
 * `:::moving-releases` the "Moving from X to Y" list inside the MovingReleases builtin; the
 * Markdown of ./compareMarkdown.ts, which the twin shares.
 */
import facts from '../../src/compare/facts.json';
import type { ReleaseCost } from '../../src/compare/cost';
import type { ReleaseFacts } from '../../src/compare/facts';
import { languageOf, movingEntries } from '../../src/compare/movingEntries';
import { DEFAULT_PAIR } from '../../src/compare/pair';
import { cachedReleaseCosts } from '../releases/plugin';
import { COMPARE_DIRECTIVES, costsTableMarkdown, movingMarkdown, type CompareDirective, type Messages } from './compareMarkdown';
import { SEARCH_SKIP } from '../search/searchTexts';
import { pageLocale, sourceVersion, type ReleaseStepOptions } from './sourceVersion';
import type { MdastNode } from './versionHeadingIds';

export type CompareReleasesOptions = ReleaseStepOptions<Messages>;

/** Current `version` for the options: this module's source hash, facts.json included. */
export const COMPARE_RELEASES_VERSION = sourceVersion(__filename);

/** The builtin that holds the list and lets a visitor pick another pair (src/theme/MovingReleases). */
export const MOVING_BUILTIN = 'MovingReleases';

/** A directive's Markdown in a page's language. */
export function directiveMarkdown(name: CompareDirective, costs: readonly ReleaseCost[], messages: Messages, locale: string): string {
  if (name === 'release-costs') return costsTableMarkdown(costs, messages);
  const entries = movingEntries(DEFAULT_PAIR, facts as unknown as readonly ReleaseFacts[], costs, languageOf(locale));
  return movingMarkdown(DEFAULT_PAIR, entries, messages);
}

const isCompareDirective = (node: MdastNode): node is MdastNode & { name: CompareDirective } =>
  node.type === 'containerDirective' && (COMPARE_DIRECTIVES as readonly string[]).includes((node as { name?: string }).name ?? '');

/**
 * The costs table stays out of the search index (plugins/search/searchTexts.ts): its bytes and
 * version numbers would match any query for a release, ahead of that release's own section.
 */
const leftOutOfSearch = (node: MdastNode): MdastNode => ({
  ...node,
  data: { ...node.data, hProperties: { ...node.data?.hProperties, [SEARCH_SKIP.property]: SEARCH_SKIP.value } },
});

let costsOnce: Promise<readonly ReleaseCost[]> | null = null;

/** The remark plugin: `extraRemarkPlugins: [[remarkCompareReleases, options]]`. */
export default function remarkCompareReleases(this: unknown, options: CompareReleasesOptions) {
  const processor = this as { parse: (text: string) => MdastNode };
  return async (tree: MdastNode, file: { path?: string }) => {
    const found = (tree.children ?? []).filter(isCompareDirective);
    if (!found.length) return;
    const locale = pageLocale(processor, file, Object.keys(options.messages), options.defaultLocale);
    costsOnce ??= cachedReleaseCosts(options.root).then((result) => result.costs);
    const costs = await costsOnce;
    for (const node of found) {
      const parsed = processor.parse(directiveMarkdown(node.name, costs, options.messages[locale], locale)).children ?? [];
      const nodes =
        node.name === 'moving-releases'
          ? [{ type: 'html', value: `<${MOVING_BUILTIN}>` }, ...parsed, { type: 'html', value: `</${MOVING_BUILTIN}>` }]
          : parsed.map(leftOutOfSearch);
      tree.children!.splice(tree.children!.indexOf(node), 1, ...(nodes as MdastNode[]));
    }
  };
}
