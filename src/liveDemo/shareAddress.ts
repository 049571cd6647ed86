/** `#<demo id>~<payload>`: neither ids nor lz-string's alphabet hold `~`. What the previewer needs without lz-string. */
export const SHARE_SEPARATOR = '~';

/** Readable or not. */
export function hashTargets(hash: string, demoId: string): boolean {
  return hash.replace(/^#/, '').startsWith(`${demoId}${SHARE_SEPARATOR}`);
}
