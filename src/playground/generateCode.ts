/**
 * The TSX a visitor can paste to get exactly the pagination the playground shows: imports at
 * the top, only the props that differ from rc-pagination's defaults, presets written out.
 */
import { describePagination } from './paginationProps';
import type { PresetWords } from './presets';
import type { PlaygroundState } from './state';

export interface CodeFile {
  name: string;
  code: string;
}

/** Component files beside App.tsx are named relative to it. */
export const APP_FILE = 'App.tsx';
export const STYLES_FILE = 'styles.css';

const MAX_LINE = 80;

/** Indents every line but the empty ones. */
function indent(text: string, spaces: number): string {
  return text.replace(/^(?=.)/gm, ' '.repeat(spaces));
}

/** Writes state back through `onChange`, which also reports a new page size. */
function changeHandler(state: PlaygroundState): string | null {
  if (state.controlCurrent && state.controlPageSize) {
    return 'onChange={(page, size) => {\n  setCurrent(page);\n  setPageSize(size);\n}}';
  }
  if (state.controlCurrent) return 'onChange={(page) => setCurrent(page)}';
  if (state.controlPageSize) return 'onChange={(page, size) => setPageSize(size)}';
  return null;
}

function paginationElement(attributes: string[]): string {
  const oneLine = `return <Pagination${attributes.map((a) => ` ${a}`).join('')} />;`;
  if (oneLine.length + 2 <= MAX_LINE && attributes.every((a) => !a.includes('\n'))) return oneLine;
  return `return (\n  <Pagination\n${attributes.map((a) => indent(a, 4)).join('\n')}\n  />\n);`;
}

/** `words`: what presets write (icon names, link texts), in the page's language (presetWords). */
export function generateFiles(state: PlaygroundState, words: PresetWords): CodeFile[] {
  const { props, imports, declarations, css } = describePagination(state, words);
  const attributes = props.map((entry) => entry.attribute);
  const handler = changeHandler(state);
  // the handler sits right after the controlled values it updates
  const lastControlled = Math.max(
    ...['current', 'pageSize'].map((name) => props.findIndex((entry) => entry.name === name)),
  );
  if (handler) attributes.splice(lastControlled + 1, 0, handler);

  const hooks = [
    state.controlCurrent && `const [current, setCurrent] = useState(${state.current});`,
    state.controlPageSize && `const [pageSize, setPageSize] = useState(${state.pageSize});`,
  ].filter((line): line is string => Boolean(line));
  const usesSelect = imports.some((line) => line.includes("from 'rc-select'"));
  const lines = [
    hooks.length ? "import React, { useState } from 'react';" : "import React from 'react';",
    "import Pagination from 'rc-pagination';",
    ...imports.filter((line) => line.startsWith('import type')),
    ...imports.filter((line) => !line.startsWith('import type')),
    "import 'rc-pagination/assets/index.css';",
    ...(usesSelect ? ["import 'rc-select/assets/index.css';"] : []),
    ...(css ? [`import './${STYLES_FILE}';`] : []),
  ];
  const body = [...hooks, ...(hooks.length ? [''] : []), paginationElement(attributes)].join('\n');
  const app = [
    lines.join('\n'),
    ...declarations,
    `export default function App() {\n${indent(body, 2)}\n}`,
  ].join('\n\n');

  const files: CodeFile[] = [{ name: APP_FILE, code: `${app}\n` }];
  if (css) files.push({ name: STYLES_FILE, code: css });
  return files;
}
