// Node-only (build time and tests): the browser bundle never imports this file.
import { createHash } from 'crypto';
import { colorModeHeadScript } from './headScript';

/** CSP source expression allowing one exact inline script, e.g. in `script-src`. */
export function cspScriptHash(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

export const colorModeHeadScriptHash: string = cspScriptHash(colorModeHeadScript);
