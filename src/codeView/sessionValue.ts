/**
 * sessionStorage access that never throws: storage can be missing (prerendering), disabled
 * or full, and a visitor's preference is never worth a crash.
 */
export function readSessionValue(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionValue(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // the choice simply is not remembered
  }
}

export function removeSessionValue(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing stored, or storage refused: nothing to remove
  }
}
