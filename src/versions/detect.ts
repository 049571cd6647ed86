/*
 * Which pagination properties a demo's code sets, and how: a small scanner over the JSX of the
 * component imported from rc-pagination or @rc-component/pagination (its opening tags only, so
 * an `align` on a <td> is not counted). It reads, it never runs: the code may be anyone's.
 */
import type { PropertyUsage } from './notes';

const PACKAGES = ['rc-pagination', '@rc-component/pagination'];

/** Local names the default export of the pagination package is imported as. */
function componentNames(code: string): string[] {
  const names: string[] = [];
  const imports = /import\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\})?\s*from\s*(['"])([^'"]+)\2/g;
  for (const match of code.matchAll(imports)) {
    if (PACKAGES.includes(match[3] ?? '') && match[1]) names.push(match[1]);
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

/** The text of a JSX opening tag's attributes from `start` to its closing `>` (or `/>`). */
function tagAttributes(code: string, start: number): string {
  return code.slice(start, scan(code, start, (char, depth) => char === '>' && depth === 0));
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

/** Splits attribute text into names and values, skipping spreads. */
function attributes(text: string): Attribute[] {
  const found: Attribute[] = [];
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const name = /^[\s/]*([A-Za-z_$][\w$-]*)/.exec(rest);
    if (rest.trimStart().startsWith('{')) {
      i = closingBrace(text, i + rest.indexOf('{'));
      continue;
    }
    if (!name?.[1]) break;
    i += name[0].length;
    const equals = /^\s*=\s*/.exec(text.slice(i));
    if (!equals) {
      found.push({ name: name[1], value: '' });
      continue;
    }
    i += equals[0].length;
    const first = text[i];
    let end = i;
    if (first === '{') end = closingBrace(text, i);
    else if (first === '"' || first === "'") end = text.indexOf(first, i + 1) + 1 || text.length;
    found.push({ name: name[1], value: text.slice(i, end) });
    i = end;
  }
  return found;
}

/** How many parameters a function written as `value` (or declared under that name) takes. */
function parameterCount(code: string, value: string): number {
  const inner = value.replace(/^\{\s*|\s*\}$/g, '');
  const identifier = /^[A-Za-z_$][\w$]*$/.exec(inner)?.[0];
  let source = inner;
  if (identifier) {
    const declared = new RegExp(
      `(?:function\\s+${identifier}\\s*\\(|(?:const|let|var)\\s+${identifier}\\b[^=]*=\\s*(?:async\\s*)?(?:function\\s*)?\\()`,
    ).exec(code);
    if (!declared) return 0;
    source = code.slice(declared.index + declared[0].length - 1);
  }
  const params = /^(?:async\s*)?(?:function\s*[\w$]*\s*)?\(([^()]*)\)/.exec(source.trim());
  if (!params?.[1]) return 0;
  return params[1].split(',').filter((param) => param.trim() !== '').length;
}

/** What each attribute's value tells beyond "set". */
function usagesOf(code: string, attribute: Attribute): PropertyUsage[] {
  const { name: property, value } = attribute;
  const usages: PropertyUsage[] = [{ property, usage: 'set' }];
  if (property === 'pageSizeOptions' && /^\{\s*\[\s*['"`]/.test(value)) usages.push({ property, usage: 'strings' });
  if (/^\{\s*\{/.test(value)) usages.push({ property, usage: 'object' });
  if (/^on[A-Z]/.test(property) && parameterCount(code, value) >= 3) usages.push({ property, usage: 'thirdArgument' });
  return usages;
}

/** Every property the code sets on the pagination component, with how it uses it. */
export function detectUsages(code: string): PropertyUsage[] {
  const usages: PropertyUsage[] = [];
  for (const component of componentNames(code)) {
    const opening = new RegExp(`<${component}(?=[\\s/>])`, 'g');
    for (const match of code.matchAll(opening)) {
      const text = tagAttributes(code, match.index + match[0].length);
      for (const attribute of attributes(text)) usages.push(...usagesOf(code, attribute));
    }
  }
  return usages;
}
