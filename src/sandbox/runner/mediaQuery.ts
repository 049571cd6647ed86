/**
 * Answers a media query list for the page's viewport, which the frame does not share; other features go
 * to `ask` (the frame's matchMedia). Media Queries level 4; why: maintainers/live-demo-look.md.
 */

export interface Viewport {
  width: number;
  height: number;
}

export type AskBrowser = (query: string) => boolean;

type Token = { raw: string } & (
  | { kind: 'open' | 'close' | 'comma' | 'colon' | 'slash' }
  | { kind: 'op'; op: string }
  | { kind: 'word'; text: string }
);

const SIZE_FEATURES = new Set(['width', 'height', 'aspect-ratio', 'orientation']);
/** em and rem in a media query are the initial font size, 16 px. */
const UNITS: Record<string, number> = { px: 1, em: 16, rem: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, q: 96 / 101.6, pt: 4 / 3, pc: 16 };

class Unparsable extends Error {}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s+|(\()|(\))|(,)|(:)|(\/)|([<>]=?|=)|([^\s():,/<>=]+)/gy;
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < text.length && (match = pattern.exec(text))) {
    const raw = match[0];
    if (match[1]) tokens.push({ raw, kind: 'open' });
    else if (match[2]) tokens.push({ raw, kind: 'close' });
    else if (match[3]) tokens.push({ raw, kind: 'comma' });
    else if (match[4]) tokens.push({ raw, kind: 'colon' });
    else if (match[5]) tokens.push({ raw, kind: 'slash' });
    else if (match[6]) tokens.push({ raw, kind: 'op', op: raw });
    else if (match[7]) tokens.push({ raw, kind: 'word', text: raw.toLowerCase() });
  }
  if (pattern.lastIndex < text.length) throw new Unparsable(text);
  return tokens;
}

type Value = { kind: 'number'; value: number } | { kind: 'keyword'; text: string };

function lengthOf(text: string, viewport: Viewport): number | null {
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z%]*)$/.exec(text);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = match[2];
  if (unit === '') return amount === 0 ? 0 : null;
  if (unit === 'vw') return (amount * viewport.width) / 100;
  if (unit === 'vh') return (amount * viewport.height) / 100;
  if (unit === 'vmin' || unit === 'vmax') {
    const side = unit === 'vmin' ? Math.min(viewport.width, viewport.height) : Math.max(viewport.width, viewport.height);
    return (amount * side) / 100;
  }
  return unit in UNITS ? amount * UNITS[unit] : null;
}

const compare = (left: number, op: string, right: number) =>
  op === '<' ? left < right : op === '<=' ? left <= right : op === '>' ? left > right : op === '>=' ? left >= right : left === right;

const FLIPPED: Record<string, string> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '=': '=' };

/** Every method consumes what it matched, or throws Unparsable. */
class Parser {
  private at = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly viewport: Viewport,
    private readonly ask: AskBrowser,
    private readonly source: string,
  ) {}

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.at + offset];
  }

  private word(): string | null {
    const token = this.peek();
    return token?.kind === 'word' ? token.text : null;
  }

  private expect(kind: Token['kind']): void {
    if (this.peek()?.kind !== kind) throw new Unparsable(this.source);
    this.at += 1;
  }

  done(): boolean {
    return this.at >= this.tokens.length;
  }

  query(): boolean {
    const first = this.word();
    if (first === 'not' && this.peek(1)?.kind === 'word') {
      this.at += 1;
      return !this.typedQuery();
    }
    if (first === 'only') this.at += 1;
    if (this.word() !== null && this.word() !== 'not') return this.typedQuery();
    return this.condition(true);
  }

  private typedQuery(): boolean {
    const type = this.word();
    if (type === null || ['and', 'or', 'not', 'only'].includes(type)) throw new Unparsable(this.source);
    this.at += 1;
    const matchesType = type === 'all' || this.ask(type);
    if (this.word() !== 'and') return matchesType;
    this.at += 1;
    return this.condition(false) && matchesType;
  }

  private condition(withOr: boolean): boolean {
    if (this.word() === 'not') {
      this.at += 1;
      return !this.inParens();
    }
    let result = this.inParens();
    const joiner = this.word();
    if (joiner !== 'and' && joiner !== 'or') return result;
    if (joiner === 'or' && !withOr) throw new Unparsable(this.source);
    while (this.word() === joiner) {
      this.at += 1;
      const next = this.inParens();
      result = joiner === 'and' ? result && next : result || next;
    }
    // `and` and `or` may not mix without parentheses
    if (this.word() === 'and' || this.word() === 'or') throw new Unparsable(this.source);
    return result;
  }

  private inParens(): boolean {
    this.expect('open');
    const inner = this.peek();
    const nested = inner?.kind === 'open' || (inner?.kind === 'word' && inner.text === 'not' && this.peek(1)?.kind === 'open');
    const result = nested ? this.condition(true) : this.feature();
    this.expect('close');
    return result;
  }

  private featureTokens(): Token[] {
    const start = this.at;
    while (this.peek() && this.peek()!.kind !== 'close') {
      if (this.peek()!.kind === 'open') throw new Unparsable(this.source);
      this.at += 1;
    }
    return this.tokens.slice(start, this.at);
  }

  private feature(): boolean {
    const tokens = this.featureTokens();
    if (tokens.length === 0) throw new Unparsable(this.source);
    const names = tokens.filter((token): token is Extract<Token, { kind: 'word' }> => token.kind === 'word');
    const isOurs = (name: string) => SIZE_FEATURES.has(name.replace(/^(min|max)-/, ''));
    const named = tokens[0].kind === 'word' && (tokens.length === 1 || tokens[1].kind === 'colon') ? tokens[0].text : null;
    if (named !== null ? !isOurs(named) : !names.some((token) => isOurs(token.text))) {
      return this.ask(`(${this.sourceOf(tokens)})`);
    }
    return named !== null ? this.plainFeature(named, tokens.slice(2)) : this.rangeFeature(tokens);
  }

  private plainFeature(name: string, valueTokens: Token[]): boolean {
    const prefix = /^(min|max)-/.exec(name)?.[1];
    const feature = name.replace(/^(min|max)-/, '');
    if (valueTokens.length === 0) {
      if (prefix) throw new Unparsable(this.source);
      return feature === 'orientation' || this.actual(feature) !== 0;
    }
    const value = this.value(feature, valueTokens);
    if (feature === 'orientation') {
      if (prefix || value.kind !== 'keyword') throw new Unparsable(this.source);
      return value.text === this.orientation();
    }
    if (value.kind !== 'number') throw new Unparsable(this.source);
    return compare(this.actual(feature), prefix === 'min' ? '>=' : prefix === 'max' ? '<=' : '=', value.value);
  }

  private rangeFeature(tokens: Token[]): boolean {
    const parts: Token[][] = [[]];
    const ops: string[] = [];
    for (const token of tokens) {
      if (token.kind === 'op') {
        ops.push(token.op);
        parts.push([]);
      } else parts[parts.length - 1].push(token);
    }
    const nameAt = parts.findIndex((part) => part.length === 1 && part[0].kind === 'word' && SIZE_FEATURES.has(part[0].text));
    if (nameAt < 0 || ops.length === 0 || ops.length > 2 || parts.some((part) => part.length === 0)) throw new Unparsable(this.source);
    const feature = (parts[nameAt][0] as Extract<Token, { kind: 'word' }>).text;
    if (feature === 'orientation') throw new Unparsable(this.source);
    if (ops.length === 2 && (nameAt !== 1 || ops[0][0] !== ops[1][0] || ops.includes('='))) throw new Unparsable(this.source);
    const actual = this.actual(feature);
    return ops.every((op, index) => {
      const valueAt = index < nameAt ? index : index + 1;
      const value = this.value(feature, parts[valueAt]);
      if (value.kind !== 'number') throw new Unparsable(this.source);
      return index < nameAt ? compare(actual, FLIPPED[op], value.value) : compare(actual, op, value.value);
    });
  }

  private value(feature: string, tokens: Token[]): Value {
    if (feature === 'orientation') {
      if (tokens.length !== 1 || tokens[0].kind !== 'word') throw new Unparsable(this.source);
      return { kind: 'keyword', text: tokens[0].text };
    }
    if (feature === 'aspect-ratio') {
      const numbers = tokens.filter((token) => token.kind !== 'slash').map((token) => (token.kind === 'word' ? Number(token.text) : NaN));
      const shape = tokens.map((token) => token.kind).join(' ');
      if ((shape !== 'word' && shape !== 'word slash word') || numbers.some((number) => !Number.isFinite(number) || number < 0)) {
        throw new Unparsable(this.source);
      }
      return { kind: 'number', value: numbers.length === 2 ? numbers[0] / numbers[1] : numbers[0] };
    }
    const length = tokens.length === 1 && tokens[0].kind === 'word' ? lengthOf(tokens[0].text, this.viewport) : null;
    if (length === null) throw new Unparsable(this.source);
    return { kind: 'number', value: length };
  }

  private actual(feature: string): number {
    const { width, height } = this.viewport;
    if (feature === 'width') return width;
    if (feature === 'height') return height;
    return height === 0 ? Infinity : width / height;
  }

  private orientation(): string {
    return this.viewport.height >= this.viewport.width ? 'portrait' : 'landscape';
  }

  private sourceOf(tokens: Token[]): string {
    return tokens.map((token) => token.raw).join(' ').replace(/ :/g, ':');
  }

}

function splitQueries(tokens: Token[]): Token[][] {
  const queries: Token[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (token.kind === 'open') depth += 1;
    if (token.kind === 'close') depth -= 1;
    if (token.kind === 'comma' && depth === 0) queries.push([]);
    else queries[queries.length - 1].push(token);
  }
  return queries;
}

/** Whether a rule's media text matches for `viewport`; a query it cannot read does not, as in CSS. */
export function matchesMedia(list: string, viewport: Viewport, ask: AskBrowser): boolean {
  if (list.trim() === '') return true;
  let tokens: Token[];
  try {
    tokens = tokenize(list);
  } catch {
    return false;
  }
  return splitQueries(tokens).some((query) => {
    try {
      const parser = new Parser(query, viewport, ask, list);
      const result = parser.query();
      return parser.done() && result;
    } catch (error) {
      if (error instanceof Unparsable) return false;
      throw error;
    }
  });
}
