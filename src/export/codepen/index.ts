import { transform } from 'sucrase';
import { readDemoSources } from './demoAsset';
import { resolveDependencies } from './dependencies';
import { esmCdnUrl, isStylesheet } from './esmCdn';
import { exportMeta } from './meta';
import { escapeHtml } from './templates';
import type { DemoExportInput } from './types';

/** CodePen's prefill endpoint: a form POST of `data` (JSON) opens a new pen. */
export const CODEPEN_DEFINE_URL = 'https://codepen.io/pen/define';

/** The fields of CodePen's prefill API this export fills in. */
export interface CodePenData {
  title: string;
  description: string;
  html: string;
  css: string;
  js: string;
  js_pre_processor: 'babel';
  /** Which of the HTML, CSS and JS panels start open. */
  editors: string;
}

const SIDE_EFFECT_IMPORT = /^[ \t]*import\s*(['"])([^'"\n]+)\1[ \t]*;?[ \t]*(\r?\n)?/gm;
const IMPORT_SPECIFIER = /(\bfrom\s*|\bimport\s*)(['"])([^'"\n]+)\2/g;
const isRelative = (specifier: string) => specifier.startsWith('.');

/**
 * Types are removed here with sucrase rather than left to CodePen's TypeScript preprocessor,
 * whose module and JSX settings a pen cannot choose: sucrase only deletes type syntax and
 * keeps the JSX, imports and formatting, so the pen reads like the demo and CodePen's Babel
 * preprocessor (React JSX, ES modules kept) compiles it. Sucrase is already a site
 * dependency, and this module is only loaded when a visitor asks for CodePen.
 */
function stripTypes(source: string, language: 'tsx' | 'jsx'): string {
  if (language === 'jsx') return source;
  const { code } = transform(source, {
    transforms: ['typescript', 'jsx'],
    jsxRuntime: 'preserve',
    disableESTransforms: true,
  });
  return code.replace(/\n{3,}/g, '\n\n');
}

/** Gives the default export a name the mount code can render, without exporting it. */
function takeDefaultExport(code: string, demoId: string): { code: string; component: string } {
  const declared = /^export default\s+(?=(?:function|class)\s+([A-Za-z_$][\w$]*))/m.exec(code);
  if (declared) return { code: code.replace(declared[0], ''), component: declared[1] };
  const named = /^export default\s+([A-Za-z_$][\w$]*)\s*;?[ \t]*$/m.exec(code);
  if (named) return { code: code.replace(named[0], ''), component: named[1] };
  if (/^export default\s+/m.test(code)) {
    return { code: code.replace(/^export default\s+/m, 'const Demo = '), component: 'Demo' };
  }
  throw new Error(`Demo "${demoId}" has no default export to render`);
}

/** The prefill data for one demo: a single ES module with pinned CDN imports. */
export function buildCodePenData(input: DemoExportInput): CodePenData {
  const { asset } = input;
  const { title, description } = exportMeta(input);
  const sources = readDemoSources(asset);
  const { dependencies, reactMajor } = resolveDependencies(sources.packages);
  const cdn = (specifier: string) => esmCdnUrl(specifier, dependencies);

  const css: string[] = [];
  for (const [path, content] of Object.entries(sources.localFiles)) {
    if (!isStylesheet(path)) {
      throw new Error(`CodePen holds a single module; "${path}" of "${asset.id}" cannot follow`);
    }
    css.push(`/* ${path} */\n${content.trim()}\n`);
  }

  const stylesheets = new Set<string>();
  let js = stripTypes(sources.entry.source, sources.entry.language).replace(
    SIDE_EFFECT_IMPORT,
    (statement, _quote: string, specifier: string) => {
      if (!isStylesheet(specifier)) return statement;
      // local stylesheets are in the CSS panel already; package ones become <link>s
      if (!isRelative(specifier)) stylesheets.add(cdn(specifier));
      return '';
    },
  );
  js = js.replace(IMPORT_SPECIFIER, (match, keyword: string, quote: string, specifier: string) => {
    if (/^https?:/.test(specifier)) return match;
    if (isRelative(specifier)) {
      throw new Error(`CodePen holds a single module; "${specifier}" cannot be imported`);
    }
    return `${keyword}${quote}${cdn(specifier)}${quote}`;
  });

  const { code, component } = takeDefaultExport(js, asset.id);
  // CodePen's Babel compiles JSX to React.createElement, so React must be in scope
  const reactImport = /^import\s+React\b/m.test(code) ? '' : `import React from '${cdn('react')}';\n`;
  const mount =
    reactMajor >= 18
      ? {
          imports: `import { createRoot } from '${cdn('react-dom/client')}';\n`,
          call: `createRoot(document.getElementById('root')).render(<${component} />);\n`,
        }
      : {
          imports: `import ReactDOM from '${cdn('react-dom')}';\n`,
          call: `ReactDOM.render(<${component} />, document.getElementById('root'));\n`,
        };

  return {
    title,
    description,
    html: [
      ...[...stylesheets].map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
      '<div id="root" style="padding: 16px"></div>',
      '',
    ].join('\n'),
    css: css.join('\n'),
    js: `${reactImport}${mount.imports}${code.trimEnd()}\n\n${mount.call}`,
    js_pre_processor: 'babel',
    editors: '001',
  };
}
