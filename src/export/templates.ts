/**
 * The module that mounts the demo, for the React major installed (`createRoot` from 18). It uses React itself,
 * so any JSX transform runs it, and is valid under `strict` TypeScript.
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

/** For a double-quoted attribute or a text node (also the sitemap's). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

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

/** react-scripts' options for a new TypeScript app, so online editors and a local `tsc` agree. */
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
