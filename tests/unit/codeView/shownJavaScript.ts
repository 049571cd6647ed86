import { createRequire } from 'module';
import path from 'path';
import { transform, type Transform } from 'sucrase';
import { listDemoFiles, type DemoFile } from '../../../src/codeView/files';
import { codeInLanguage } from '../../../src/codeView/CodeView/displayedCode';
import { assetFromDemoFile } from '../export/demoAssets';

const requireFromSite = createRequire(__filename);

/** A demo's files as the code view shows them with JavaScript chosen, entry (`index.jsx`) first. */
export async function shownJavaScriptFiles(demoFile: string): Promise<DemoFile[]> {
  const files = listDemoFiles(assetFromDemoFile(demoFile));
  return Promise.all(files.map((file) => codeInLanguage(file, 'js')));
}

/** JavaScript + JSX → CommonJS. With no 'typescript' transform, any type syntax left throws. */
export function toCommonJs(code: string): string {
  return transform(code, {
    transforms: ['jsx', 'imports'],
    jsxRuntime: 'automatic',
    production: true,
  }).code;
}

/** Each JSX element or fragment compiles to one call of the pragma; count those calls. */
export function countJsxElements(code: string, transforms: Transform[]): number {
  const { code: compiled } = transform(code, {
    transforms,
    jsxRuntime: 'classic',
    jsxPragma: 'JSX_ELEMENT',
    jsxFragmentPragma: 'JSX_FRAGMENT',
  });
  return compiled.split('JSX_ELEMENT(').length - 1;
}

function resolveShown(files: DemoFile[], importer: string, specifier: string): string {
  const base = path.posix.join(path.posix.dirname(importer), specifier);
  const name = [base, `${base}.js`, `${base}.jsx`].find((n) => files.some((f) => f.name === n));
  if (!name) throw new Error(`${specifier} (imported by ${importer}) is not among the shown files`);
  return name;
}

/**
 * Runs one shown file as a visitor's bundler would. Relative imports resolve among the shown
 * files, so a sibling `.ts` runs as the JavaScript the code view shows for it rather than as its
 * TypeScript: what a visitor copies is what gets tested. Stylesheets import as nothing; packages
 * are the ones installed for the site.
 */
export function evaluateShownFile(files: DemoFile[], name: string): Record<string, unknown> {
  const file = files.find((f) => f.name === name);
  if (!file) throw new Error(`${name} is not among the shown files`);
  const load = (specifier: string) => {
    if (specifier.endsWith('.css')) return {};
    if (specifier.startsWith('.')) {
      return evaluateShownFile(files, resolveShown(files, name, specifier));
    }
    // Node cannot require the `es/` (ES module) build; `lib/` has the same modules as CommonJS
    return requireFromSite(specifier.replace(/^(rc-[\w-]+)\/es\//, '$1/lib/'));
  };
  const module = { exports: {} as Record<string, unknown> };
  new Function('require', 'module', 'exports', toCommonJs(file.code))(load, module, module.exports);
  return module.exports;
}
