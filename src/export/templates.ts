/**
 * Source of the module that mounts the demo. React 18 replaced `ReactDOM.render` with
 * `createRoot`, so the entry follows the React major the project installs. It imports React
 * itself and uses it, so it runs whichever JSX transform the online editor applies; the null
 * check keeps it valid under `strict` TypeScript and is plain JavaScript too.
 */
export function renderEntrySource(reactMajor: number): string {
  if (reactMajor >= 18) {
    return `import React from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no element with id "root"');

createRoot(container).render(
  <React.StrictMode>
    <App />
  </React.StrictMode>,
);
`;
  }
  return `import React from 'react';
import ReactDOM from 'react-dom';
import App from './App';

ReactDOM.render(
  <React.StrictMode>
    <App />
  </React.StrictMode>,
  document.getElementById('root'),
);
`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML or XML: a double-quoted attribute or a text node (also the sitemap's). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** The page the demo mounts into; `#root` is where the entry renders. */
export function indexHtml(title: string): string {
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
  </head>
  <body>
    <div id="root" style="padding: 16px"></div>
  </body>
</html>
`;
}

/**
 * The compiler options react-scripts writes for a new TypeScript app, given up front so the
 * online editors and a local `tsc` agree; the compile test type-checks exports with them.
 */
export const EXPORT_COMPILER_OPTIONS = {
  target: 'es2015',
  lib: ['dom', 'dom.iterable', 'esnext'],
  allowJs: true,
  skipLibCheck: true,
  esModuleInterop: true,
  allowSyntheticDefaultImports: true,
  strict: true,
  forceConsistentCasingInFileNames: true,
  noFallthroughCasesInSwitch: true,
  module: 'esnext',
  moduleResolution: 'node',
  resolveJsonModule: true,
  isolatedModules: true,
  noEmit: true,
  jsx: 'react-jsx',
} as const;

export function tsconfigSource(): string {
  return `${JSON.stringify({ compilerOptions: EXPORT_COMPILER_OPTIONS, include: ['src'] }, null, 2)}\n`;
}
