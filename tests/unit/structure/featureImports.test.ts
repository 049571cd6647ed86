import { readdirSync, readFileSync } from 'fs';
import path from 'path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * src/ is made of features (src/<feature>/) and theme parts (src/theme/<Part>/). One reaches
 * another only through its entry: `@site/<feature>` (its index.ts), `@theme/<Part>` (the part's
 * index), or the same by a relative path. An import of another feature's inner file
 * (`@site/codeView/files`, `../../liveDemo/run`) ties the two together behind the index's back.
 * (STYLE.md, examples 19-23.)
 */
const root = path.resolve(__dirname, '../../..');
const src = path.join(root, 'src');

/**
 * The imports of an inner file this project keeps, each with its reason (`file -> target`, the
 * target relative to src/ without extension).
 */
const EXCEPTIONS = new Map<string, string>([
  // the runner frame's own esbuild bundle (plugins/sandbox/runnerPage.ts) runs demos with the
  // compiler; liveDemo's index leaves it out so that no page chunk can reach sucrase
  ['sandbox/runner/index.tsx -> liveDemo/run', 'the runner bundle runs the compiler'],
  // the runner bundle names a release as the site does in its "could not be loaded" message;
  // versions' index would bring the notes and the detector into the frame's script
  ['sandbox/runner/releasePart.ts -> versions/releases', 'the runner bundle names releases only'],
  // the page reads a comparison frame's measures by the kinds elementKinds.ts names; compare's
  // index brings the build's cost module (@@/releases/costs), which the runner bundle cannot resolve
  ['sandbox/protocol.ts -> compare/elementKinds', "the element kinds the frame's measures may name"],
  // a pure module the build's plugins load in Node too (plugins/publish/demoTitles.ts →
  // publish/demoTitle → export's index → demoAsset): the codeView index re-exports its
  // components, which Node cannot load
  ['export/demoAsset.ts -> codeView/files', "a demo's file order, the one pure module"],
  // the code block without the Markdown pages' install tabs: "Show code" downloads no more
  ['theme/Previewer/CodePanel/index.tsx -> theme/SourceCode/CodeBlock', "the demo code panel's code block"],
  // a lazy import of the SourceCode part's own split chunk (Prism), shared with the editor
  ['theme/Previewer/Live/CodeEditor/index.tsx -> theme/SourceCode/HighlightedCode', 'lazy chunk'],
  // the Versions page's remark plugin (plugins/pages/compareReleases.ts) hashes these modules and
  // what they import for dumi's cache (sourceVersion): versions' index brings sizeChangerForm,
  // whose demo code in a string names a file that is no module of the site
  ['compare/moving.ts -> versions/properties', 'hashed by a remark plugin'],
  ['compare/moving.ts -> versions/releases', 'hashed by a remark plugin'],
  ['compare/movingEntries.ts -> versions/properties', 'hashed by a remark plugin'],
  ['compare/movingEntries.ts -> versions/releases', 'hashed by a remark plugin'],
  ['compare/pair.ts -> versions/releases', 'hashed by a remark plugin'],
]);

/** Modules too heavy for a page chunk: an index may only name them through `import()`. */
const LAZY_ONLY = ['liveDemo/run', 'liveDemo/compile', 'liveDemo/share', 'codeView/toJavaScript', 'sandbox/loopGuard'];

const CODE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return CODE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** `theme/Previewer` for a theme part, `codeView` for a feature, null outside both. */
function unitOf(relative: string): string | null {
  const parts = relative.split('/');
  if (parts[0] === 'theme') return parts.length > 2 ? `theme/${parts[1]}` : null;
  return parts.length > 1 ? parts[0] : null;
}

/** Where an import specifier points, relative to src/ without extension; null for a package. */
function targetOf(file: string, specifier: string): string | null {
  let absolute: string;
  if (specifier.startsWith('@site/')) absolute = path.join(src, specifier.slice('@site/'.length));
  else if (specifier.startsWith('@theme/')) absolute = path.join(src, 'theme', specifier.slice('@theme/'.length));
  else if (specifier.startsWith('.')) absolute = path.resolve(path.dirname(file), specifier);
  else return null;
  const relative = path.relative(src, absolute).split(path.sep).join('/');
  if (relative.startsWith('..')) return null;
  return relative.replace(/\.(ts|tsx|js|css)$/, '').replace(/\/index$/, '');
}

/** The imports of one file that reach into another unit's inner files. */
export function innerImports(file: string, source: string): string[] {
  const from = path.relative(src, file).split(path.sep).join('/');
  const fromUnit = unitOf(from);
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter((specifier) => {
      const target = targetOf(file, specifier);
      if (target === null) return false;
      const targetUnit = unitOf(`${target}/x`);
      if (targetUnit === null || targetUnit === fromUnit || target === targetUnit) return false;
      return !EXCEPTIONS.has(`${from} -> ${target}`);
    })
    .map((specifier) => `${from} imports '${specifier}'`);
}

const files = sourceFiles(src);
const featureIndexes = files.filter((file) => /^[A-Za-z0-9]+\/index\.ts$/.test(path.relative(src, file).split(path.sep).join('/')));

describe('features reach each other only through their entries', () => {
  it('flags an inner import (the check can fail)', () => {
    const file = path.join(src, 'theme/Previewer/usePreviewer.tsx');
    expect(innerImports(file, "import { x } from '@site/codeView/files';")).toEqual([
      "theme/Previewer/usePreviewer.tsx imports '@site/codeView/files'",
    ]);
    expect(innerImports(file, "const l = () => import('../../liveDemo/share');")).toHaveLength(1);
    expect(innerImports(file, "import X from '@theme/SourceCode/HighlightedCode';")).toHaveLength(1);
    expect(innerImports(file, "import { x } from '@site/codeView'; import Y from '@theme/Loading'; import './Actions';")).toEqual([]);
  });

  it('no file under src/ imports another feature or theme part’s inner file', () => {
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => innerImports(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('every listed exception is still needed', () => {
    const used = new Set(
      files.flatMap((file) => {
        const from = path.relative(src, file).split(path.sep).join('/');
        return ts
          .preProcessFile(readFileSync(file, 'utf8'), true, true)
          .importedFiles.map(({ fileName }) => `${from} -> ${targetOf(file, fileName)}`);
      }),
    );
    expect([...EXCEPTIONS.keys()].filter((key) => !used.has(key))).toEqual([]);
  });
});

/**
 * A feature's index is re-exports only. webpack skips such a file (it is marked side-effect free
 * in plugins/bundle/targets.ts) and takes each name from its module; an index that defined or
 * imported something itself would be bundled whole, with every re-exported module that has an
 * effect (a component and its stylesheet) in the chunk of whoever imports one name from it.
 */
describe('feature indexes are re-exports only, and keep heavy modules lazy', () => {
  it('finds the indexes', () => {
    expect(featureIndexes.map((file) => path.relative(src, file).split(path.sep).join('/'))).toEqual(
      expect.arrayContaining(['codeView/index.ts', 'export/index.ts', 'liveDemo/index.ts', 'sandbox/index.ts', 'search/index.ts']),
    );
  });

  it.each(featureIndexes.map((file) => [path.relative(src, file), file]))('%s', (_, file) => {
    const sourceFile = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const problems = sourceFile.statements.flatMap((statement) => {
      const text = statement.getText(sourceFile).split('\n')[0];
      if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) return [`not a re-export: ${text}`];
      const specifier = statement.moduleSpecifier;
      const target = ts.isStringLiteral(specifier) ? targetOf(file, specifier.text) : null;
      return target && LAZY_ONLY.includes(target) && !statement.isTypeOnly ? [`heavy module named statically: ${text}`] : [];
    });
    expect(problems).toEqual([]);
  });
});
