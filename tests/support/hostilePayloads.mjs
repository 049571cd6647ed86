/**
 * Crafted share payloads, pure and in plain JavaScript so that the unit tests, the
 * end-to-end checks and `npm run bench` (scripts/bench/hostile-links.mjs) build the same ones
 * (maintainers/live-demo-sandbox.md, Share links). tests/support/hostileLinks.ts re-exports them.
 */
import LZString from 'lz-string';

/** A share payload of these files, as the site's Share writes it. */
export function sharePayload(files) {
  const entries = Object.entries(files).map(([name, code]) => [name, ['ts', code]]);
  return LZString.compressToEncodedURIComponent(JSON.stringify({ v: 1, files: Object.fromEntries(entries) }));
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

/**
 * A payload of `codes` dictionary codes, each naming the entry about to be made: lz-string's
 * reader outputs 1, 2, 3 … characters for them, `codes²/2` in all (75 KB of payload: about
 * 540 million characters). Written bit by bit here, since compressing that text would not fit.
 */
export function quadraticPayload(codes) {
  const bits = [];
  const write = (value, width) => {
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
export const quadraticOutput = (codes) => 1 + (codes * (codes + 3)) / 2;

/** Code that makes Prism's greedy patterns rescan: a few punctuation characters repeated. */
export const punctuation = (length) => '"`'.repeat(Math.ceil(length / 2)).slice(0, length);

/** Payloads the page must refuse with its "too large" notice, by what they are. */
export const TOO_LARGE_PAYLOADS = [
  ['a 75 KB payload whose text grows quadratically', () => quadraticPayload(33_000)],
  ['200,000 characters of punctuation in under 2 KB', () => sharePayload({ 'index.tsx': punctuation(200_000) })],
  ['a 40,001-character payload', () => 'A'.repeat(40_001)],
];

/** The length of punctuation just under the caps (99,000 characters in JSON): shown and edited. */
export const SHOWN_PUNCTUATION = 66_000;
