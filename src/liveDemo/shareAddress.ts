/**
 * The address Share makes is `#<demo id>~<payload>`: demo ids never hold `~`, and neither does
 * lz-string's URI alphabet. This module is all the previewer needs on first load (without
 * lz-string): whether the address names one of its demos.
 */
export const SHARE_SEPARATOR = '~';

/** Whether a hash carries edits for this demo (readable or not). */
export function hashTargets(hash: string, demoId: string): boolean {
  return hash.replace(/^#/, '').startsWith(`${demoId}${SHARE_SEPARATOR}`);
}
