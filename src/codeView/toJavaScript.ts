import { transform } from 'sucrase';

/** Types removed, JSX and formatting kept. Throws when the source does not parse. */
export function toJavaScript(source: string, filename: string): string {
  const { code } = transform(source, {
    transforms: /\.tsx$/i.test(filename) ? ['typescript', 'jsx'] : ['typescript'],
    // leave JSX as written instead of compiling it to function calls
    jsxRuntime: 'preserve',
    // leave modern syntax (?. ?? class fields) as written
    disableESTransforms: true,
  });
  return dropEmptiedLines(source, tidyImportLists(code));
}

/**
 * sucrase removes an inline type import (`import { createElement, type ComponentType }`) and
 * leaves its comma: `import { createElement, }`. Rewrite such a one-line list without the
 * empty names; a list with none is kept as the author wrote it.
 */
export function tidyImportLists(code: string): string {
  return code.replace(/^(import\s[^{\n]*)\{([^{}\n]*)\}/gm, (line, head: string, list: string) => {
    const names = list.split(',').map((name) => name.trim());
    if (!names.some((name) => name === '')) return line;
    return `${head}{ ${names.filter(Boolean).join(', ')} }`;
  });
}

/** Drops the lines sucrase emptied (it keeps every line in place) and collapses blank runs. */
export function dropEmptiedLines(source: string, output: string): string {
  const before = source.split('\n');
  const after = output.split('\n');
  const aligned = before.length === after.length;
  const kept = after.filter((line, i) => !(aligned && isBlank(line) && !isBlank(before[i])));
  const collapsed = kept.filter((line, i) => !(isBlank(line) && (i === 0 || isBlank(kept[i - 1]))));
  while (collapsed.length > 1 && isBlank(collapsed[collapsed.length - 1])) collapsed.pop();
  return `${collapsed.join('\n')}\n`;
}

function isBlank(line: string): boolean {
  return line.trim() === '';
}
