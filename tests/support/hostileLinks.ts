import fs from 'fs';
import LZString from 'lz-string';
import path from 'path';

/**
 * Crafted share payloads (issue 37), for the unit tests of the reader and the end-to-end checks
 * that the page stays responsive on them (maintainers/threat-model-page.md).
 */

/** A share payload of these files, as the site's Share writes it. */
export function sharePayload(files: Record<string, string>): string {
  const entries = Object.entries(files).map(([name, code]) => [name, ['ts', code]]);
  return LZString.compressToEncodedURIComponent(JSON.stringify({ v: 1, files: Object.fromEntries(entries) }));
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

/**
 * A payload of `codes` dictionary codes, each naming the entry about to be made: lz-string's
 * reader outputs 1, 2, 3 … characters for them, `codes²/2` in all (75 KB of payload: about
 * 540 million characters). Written bit by bit here, since compressing that text would not fit.
 */
export function quadraticPayload(codes: number): string {
  const bits: number[] = [];
  const write = (value: number, width: number) => {
    for (let i = 0; i < width; i += 1) bits.push((value >> i) & 1);
  };
  write(0, 2);
  write('a'.charCodeAt(0), 8);
  let width = 3;
  let untilWider = 4;
  let next = 4;
  for (let i = 0; i < codes; i += 1) {
    write(next, width);
    next += 1;
    untilWider -= 1;
    if (untilWider === 0) {
      untilWider = 2 ** width;
      width += 1;
    }
  }
  write(2, width);
  let out = '';
  for (let i = 0; i < bits.length; i += 6) {
    const six = bits.slice(i, i + 6);
    out += ALPHABET[six.reduce((value, bit, j) => value | (bit << (5 - j)), 0)];
  }
  return out;
}

/** How many characters lz-string's reader would output for `quadraticPayload(codes)`. */
export const quadraticOutput = (codes: number) => 1 + (codes * (codes + 3)) / 2;

/** Code that makes Prism's greedy patterns rescan: a few punctuation characters repeated. */
export const punctuation = (length: number) => '"`'.repeat(Math.ceil(length / 2)).slice(0, length);

const DEMOS = path.join(__dirname, '../../docs/demo/demos');

/** Every demo's entry file with the local files it imports, as Share sends them: name → code. */
export function realDemos(): Map<string, Record<string, string>> {
  const withImports = (name: string, files: Record<string, string>) => {
    if (name in files) return files;
    const code = fs.readFileSync(path.join(DEMOS, name), 'utf8');
    files[name] = code;
    for (const [, local] of code.matchAll(/(?:from|import)\s+'\.\/([^']+)'/g)) {
      const file = [local, `${local}.tsx`, `${local}.ts`].find((candidate) => fs.existsSync(path.join(DEMOS, candidate)));
      if (file) withImports(file, files);
    }
    return files;
  };
  const demos = fs.readdirSync(DEMOS).filter((name) => name.endsWith('.tsx'));
  return new Map(demos.map((name) => [name, withImports(name, {})]));
}
