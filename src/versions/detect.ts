/*
 * Which pagination properties a demo's code sets, and how: a scanner over the opening tags of the
 * component imported from rc-pagination or @rc-component/pagination. The code may be anyone's, read
 * on the main thread, so it reads in one pass: patterns are sticky or cannot backtrack, and a tag's
 * attributes are read once (maintainers/sandbox-attacks.md, on the release switch).
 */
import type { PropertyUsage } from './notes';

const PACKAGES = ['rc-pagination', '@rc-component/pagination'];
/** the longest parameter list, or text between a declared name and its `=`, that is read */
const MAX_SPAN = 500;

/** Local names the default export of the pagination package is imported as. */
function componentNames(code: string): Set<string> {
  const names = new Set<string>();
  // named imports hold names, commas and spaces only: the class stops at the next `{` or `}`
  const imports = /\bimport\s+([A-Za-z_$][\w$]*)(?:\s*,\s*\{[\w$\s,]*\})?\s*from\s*(['"])([^'"\n]*)\2/g;
  for (const match of code.matchAll(imports)) {
    if (PACKAGES.includes(match[3] ?? '') && match[1]) names.add(match[1]);
  }
  return names;
}

/**
 * The index of the first character from `start`, outside string literals, at which `stop` holds,
 * given the depth of braces up to and including it; the end of `text` when none does.
 */
function scan(text: string, start: number, stop: (char: string, depth: number) => boolean): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i] ?? '';
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    if (stop(char, depth)) return i;
  }
  return text.length;
}

/** The index of a JSX opening tag's closing `>` (or the end of the code), from `start`. */
function tagEnd(code: string, start: number): number {
  return scan(code, start, (char, depth) => char === '>' && depth === 0);
}

/** The index just after the `}` that closes the `{` at `open`. */
function closingBrace(text: string, open: number): number {
  return scan(text, open, (char, depth) => char === '}' && depth === 0) + 1;
}

interface Attribute {
  name: string;
  /** the value as written: `"x"`, `{…}` with its braces, or '' for a bare attribute */
  value: string;
}

const SPREAD = /\s*\{/y;
const NAME = /[\s/]*([A-Za-z_$][\w$-]*)/y;
const EQUALS = /\s*=\s*/y;

/** Tries a sticky pattern at `at`. */
function at(pattern: RegExp, text: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(text);
}

/** Splits the attribute text from `start` to `end` into names and values, skipping spreads. */
function attributes(code: string, start: number, end: number): Attribute[] {
  const text = code.slice(start, end);
  const found: Attribute[] = [];
  let i = 0;
  while (i < text.length) {
    const spread = at(SPREAD, text, i);
    if (spread) {
      i = closingBrace(text, i + spread[0].length - 1);
      continue;
    }
    const name = at(NAME, text, i);
    if (!name?.[1]) break;
    i += name[0].length;
    const equals = at(EQUALS, text, i);
    if (!equals) {
      found.push({ name: name[1], value: '' });
      continue;
    }
    i += equals[0].length;
    const first = text[i];
    let valueEnd = i;
    if (first === '{') valueEnd = closingBrace(text, i);
    else if (first === '"' || first === "'") valueEnd = text.indexOf(first, i + 1) + 1 || text.length;
    found.push({ name: name[1], value: text.slice(i, valueEnd) });
    i = valueEnd;
  }
  return found;
}

const PARAMETERS = new RegExp(`\\s*(?:async\\s*)?(?:function\\s*[\\w$]*\\s*)?\\(([^()]{0,${MAX_SPAN}})\\)`, 'y');

/** How many parameters the function written at `index` of `text` takes (0: none found). */
function parametersAt(text: string, index: number): number {
  const params = at(PARAMETERS, text, index)?.[1];
  if (!params) return 0;
  return params.split(',').filter((param) => param.trim() !== '').length;
}

/**
 * Where each function declared by name starts its parameters (its first declaration), read in
 * one pass over the code: `function name(` and `const name… = (`, `= function (`, `= async (`.
 */
function declarations(code: string): Map<string, number> {
  const found = new Map<string, number>();
  const declared = new RegExp(
    `function\\s+([A-Za-z_$][\\w$]*)\\s*(?=\\()|\\b(?:const|let|var)\\s+([A-Za-z_$][\\w$]*)\\b[^=]{0,${MAX_SPAN}}=(?=\\s*(?:async\\s*)?(?:function\\s*)?\\()`,
    'g',
  );
  for (const match of code.matchAll(declared)) {
    const name = match[1] ?? match[2];
    if (name && !found.has(name)) found.set(name, match.index + match[0].length);
  }
  return found;
}

/** How many parameters a function written as `value` (or declared in `code` under that name) takes. */
function parameterCount(code: string, value: string, declared: () => Map<string, number>): number {
  const inner = (value.startsWith('{') && value.endsWith('}') ? value.slice(1, -1) : value).trim();
  if (/^[A-Za-z_$][\w$]*$/.test(inner)) {
    const index = declared().get(inner);
    return index === undefined ? 0 : parametersAt(code, index);
  }
  return parametersAt(inner, 0);
}

/** What each attribute's value tells beyond "set". */
function usagesOf(code: string, attribute: Attribute, declared: () => Map<string, number>): PropertyUsage[] {
  const { name: property, value } = attribute;
  const usages: PropertyUsage[] = [{ property, usage: 'set' }];
  if (property === 'pageSizeOptions' && /^\{\s*\[\s*['"`]/.test(value)) usages.push({ property, usage: 'strings' });
  if (/^\{\s*\{/.test(value)) usages.push({ property, usage: 'object' });
  if (/^on[A-Z]/.test(property) && parameterCount(code, value, declared) >= 3) {
    usages.push({ property, usage: 'thirdArgument' });
  }
  return usages;
}

/**
 * Every property the code sets on the pagination component, with how it uses it. The tags are
 * read in order, each from its name to its closing `>`, and the next one looked for after it.
 */
export function detectUsages(code: string): PropertyUsage[] {
  const names = componentNames(code);
  if (names.size === 0) return [];
  let known: Map<string, number> | null = null;
  const declared = () => (known ??= declarations(code));
  const usages: PropertyUsage[] = [];
  const opening = /<([A-Za-z_$][\w$]*)(?=[\s/>])/g;
  let match: RegExpExecArray | null;
  while ((match = opening.exec(code))) {
    if (!names.has(match[1] ?? '')) continue;
    const start = match.index + match[0].length;
    const end = tagEnd(code, start);
    for (const attribute of attributes(code, start, end)) usages.push(...usagesOf(code, attribute, declared));
    opening.lastIndex = end;
  }
  return usages;
}
