import { releaseLabel } from '@site/versions';
import { releaseHas, releasesWith, type ReleaseFeature } from '../releaseProps';
import { parseInteger, type NumberLimit, type PlaygroundState } from '../state';
import type { ParsedFieldProps } from './ParsedField';
import type { GroupProps } from './types';

type NumberFieldName = 'total' | 'current' | 'pageSize' | 'totalBoundaryShowSizeChanger';

/** The props of a whole-number field for one state field: value, parsing, message, typing. */
export function numberFieldProps(
  { state, type, t }: GroupProps,
  field: NumberFieldName,
  limit: NumberLimit,
): Omit<ParsedFieldProps<number>, 'label' | 'prop'> {
  return {
    value: state[field],
    format: String,
    parse: (text) => parseInteger(text.trim(), limit),
    invalidMessage: t('playground.invalid', { min: limit.min, max: limit.max }),
    onType: (value) => type(field, { [field]: value } as Partial<PlaygroundState>),
  };
}

/** `{ value, label }` options for a list of choices, labelled `playground.<field>.<choice>`. */
export function choiceOptions<T extends string>(t: GroupProps['t'], field: string, choices: readonly T[]) {
  return choices.map((value) => ({ value, label: t(`playground.${field}.${value}`) }));
}

/**
 * Why a field is disabled: the chosen release lacks its property (and which releases have it);
 * undefined when the release has it.
 */
export function releaseReason({ state, t }: GroupProps, feature: ReleaseFeature, property: string): string | undefined {
  if (releaseHas(state.release, feature)) return undefined;
  const releases = releasesWith(feature).map(releaseLabel).join(t('playground.release.separator'));
  return t('playground.release.unavailable', { release: releaseLabel(state.release), property, releases });
}
