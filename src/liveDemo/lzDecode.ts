/**
 * lz-string's URI format, read up to a limit: lz-string's own reader lets a crafted 75 KB link grow
 * quadratically first (maintainers/live-demo-sandbox.md, Share links).
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const VALUE = new Map([...ALPHABET].map((char, index) => [char, index]));
const BITS_PER_CHAR = 6;
/** Before the dictionary: an 8-bit char follows, a 16-bit char follows, the end. */
const CHAR8 = 0;
const CHAR16 = 1;
const END = 2;
const FIRST_ENTRY = 3;

/** `tooLarge` stopped at the limit, `invalid` is no payload. */
export type LzDecoded =
  | { status: 'ok'; text: string; produced: number }
  | { status: 'tooLarge'; produced: number }
  | { status: 'invalid'; produced: number };

/** Lowest bit first within each 6-bit character, as lz-string writes them. */
class BitReader {
  private index = 0;
  private bit = BITS_PER_CHAR;
  private value = 0;

  constructor(private readonly payload: string) {}

  /** null past the payload's end */
  read(count: number): number | null {
    let result = 0;
    for (let i = 0; i < count; i += 1) {
      if (this.bit === BITS_PER_CHAR) {
        if (this.index >= this.payload.length) return null;
        const value = VALUE.get(this.payload[this.index]);
        if (value === undefined) return null;
        this.value = value;
        this.index += 1;
        this.bit = 0;
      }
      // lz-string writes each character's six bits from the highest down
      const set = (this.value >> (BITS_PER_CHAR - 1 - this.bit)) & 1;
      this.bit += 1;
      result |= set << i;
    }
    return result;
  }
}

/**
 * The text of a payload, never longer than `maxChars`: entries are kept as joined pieces, never copied
 * out in full, and output is counted before it is added.
 */
export function decodeLzUri(payload: string, maxChars: number): LzDecoded {
  const bits = new BitReader(payload.replace(/ /g, '+'));
  const entries: string[] = [];
  const firsts: string[] = [];
  const output: string[] = [];
  let produced = 0;
  const invalid = (): LzDecoded => ({ status: 'invalid', produced });

  const readChar = (code: number | null): string | null => {
    if (code !== CHAR8 && code !== CHAR16) return null;
    const value = bits.read(code === CHAR8 ? 8 : 16);
    return value === null ? null : String.fromCharCode(value);
  };
  const first = readChar(bits.read(2));
  if (first === null) return invalid();
  // entries[i] is the dictionary's code FIRST_ENTRY + i
  const add = (entry: string, firstChar: string) => {
    entries.push(entry);
    firsts.push(firstChar);
  };
  add(first, first);
  output.push(first);
  produced = 1;
  if (produced > maxChars) return { status: 'tooLarge', produced };

  let previous = first;
  let previousFirst = first;
  let width = 3;
  // codes are 3 bits wide at first, one more each time the dictionary outgrows them
  let untilWider = 4;
  const widen = () => {
    if (untilWider === 0) {
      untilWider = 2 ** width;
      width += 1;
    }
  };
  for (;;) {
    let code = bits.read(width);
    if (code === null) return invalid();
    if (code === END) return { status: 'ok', text: output.join(''), produced };
    if (code === CHAR8 || code === CHAR16) {
      const char = readChar(code);
      if (char === null) return invalid();
      add(char, char);
      code = FIRST_ENTRY + entries.length - 1;
      untilWider -= 1;
      widen();
    }
    const known = code - FIRST_ENTRY;
    let entry: string;
    let entryFirst: string;
    if (known < entries.length) {
      entry = entries[known];
      entryFirst = firsts[known];
    } else if (known === entries.length) {
      entry = previous + previousFirst;
      entryFirst = previousFirst;
    } else {
      return invalid();
    }
    if (produced + entry.length > maxChars) return { status: 'tooLarge', produced };
    output.push(entry);
    produced += entry.length;
    add(previous + entryFirst, previousFirst);
    untilWider -= 1;
    widen();
    previous = entry;
    previousFirst = entryFirst;
  }
}
