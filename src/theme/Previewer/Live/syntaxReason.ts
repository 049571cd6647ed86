/**
 * sucrase's reasons for refusing code, as interface strings: the common ones have a translated
 * sentence of their own, any other is shown as sucrase wrote it. Pure, for the tests.
 */

/** An interface string's id and the values it names; null: show sucrase's own words. */
export interface ReasonText {
  id: string;
  values: Record<string, string>;
}

const REASONS: [RegExp, string][] = [
  [/^Unexpected token, expected "(?<token>[^"]{1,40})"$/, 'previewer.live.reason.expected'],
  [/^Unexpected token "(?<token>[^"]{1,40})"$/, 'previewer.live.reason.unexpectedToken'],
  [/^Unexpected token$/, 'previewer.live.reason.unexpected'],
  [/^Unexpected character '(?<token>.{1,4})'$/, 'previewer.live.reason.character'],
  [/^Unexpectedly reached the end of input$/, 'previewer.live.reason.end'],
  [/^Unterminated string constant$/, 'previewer.live.reason.string'],
  [/^Unterminated template$/, 'previewer.live.reason.template'],
  [/^Unterminated regular expression$/, 'previewer.live.reason.regex'],
  [/^Unterminated comment$/, 'previewer.live.reason.comment'],
  [/^Unterminated JSX contents$/, 'previewer.live.reason.jsxContents'],
  [/^Expected either \/> or > at the end of the tag$/, 'previewer.live.reason.tagEnd'],
];

/** Every id `reasonText` can return, so a test can check both languages have them. */
export const REASON_IDS = REASONS.map(([, id]) => id);

/** The interface string for one of sucrase's reasons, or null for one it does not know. */
export function reasonText(reason: string): ReasonText | null {
  const words = reason.trim().replace(/\.$/, '');
  for (const [pattern, id] of REASONS) {
    const match = pattern.exec(words);
    if (match) return { id, values: { ...match.groups } };
  }
  return null;
}
