/** `#<demo id>~<payload>`: neither ids nor lz-string's alphabet hold `~`. What the previewer needs without lz-string. */
export const SHARE_SEPARATOR = '~';

/** Readable or not. */
export function hashTargets(hash: string, demoId: string): boolean {
  return hash.replace(/^#/, '').startsWith(`${demoId}${SHARE_SEPARATOR}`);
}

/** The parts after `#<demo id>~` (of a hash that targets the demo): the edits' payload (empty without edits), then a comparison's pair. */
export function sharedParts(hash: string, demoId: string): string[] {
  return hash.replace(/^#/, '').slice(demoId.length + SHARE_SEPARATOR.length).split(SHARE_SEPARATOR);
}

/**
 * The values after the payload of a hash that targets the demo (a comparison's from and to, as
 * text: src/compare/pair.ts reads them with the view), or null where it names no comparison.
 */
export function comparePairValues(hash: string, demoId: string): string[] | null {
  if (!hashTargets(hash, demoId)) return null;
  const [, ...values] = sharedParts(hash, demoId);
  return values.length ? values : null;
}
