// @vitest-environment node
import path from 'path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { codeOnRelease } from '../../../src/export/release';
import { missingTypesDeclaration } from '../../../src/export/missingTypes';
import { RELEASES } from '../../../src/versions/releases';
import { parseQuery } from '../../../src/playground/state';
import { generateCode, SAMPLE_QUERIES } from './samples';
import { ENGLISH_WORDS } from './samples';

const ROOT = path.resolve(__dirname, '../../..');
/** A folder that does not exist: the generated files live only in memory. */
const DIR = path.join(ROOT, 'tests/unit/playground/.generated');

/** Type-checks in-memory files under strict TypeScript against the site's installed packages;
 * each error starts with its file's name. `paths`: packages read from elsewhere (a release's alias). */
function typeErrors(files: Record<string, string>, paths?: ts.MapLike<string[]>): string[] {
  const options: ts.CompilerOptions = {
    ...(paths && { baseUrl: ROOT, paths }),
    strict: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    target: ts.ScriptTarget.ES2020,
    esModuleInterop: true,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const inMemory = new Map(Object.entries(files).map(([name, code]) => [path.join(DIR, name), code]));
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => inMemory.has(name) || fileExists(name);
  host.readFile = (name) => inMemory.get(name) ?? readFile(name);
  host.getSourceFile = (name, version, ...rest) => {
    const code = inMemory.get(name);
    return code === undefined
      ? getSourceFile(name, version, ...rest)
      : ts.createSourceFile(name, code, version);
  };
  const program = ts.createProgram([...inMemory.keys()], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const file = diagnostic.file ? path.relative(DIR, diagnostic.file.fileName) : '';
    return `${file}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

describe('generated code type-checks under strict TypeScript', () => {
  it('for every sample state, while a deliberate mistake is reported', () => {
    const files: Record<string, string> = {
      // what a React project's setup declares for stylesheet imports
      'env.d.ts': "declare module '*.css';\n",
      // proves the check is real: a string where a number belongs
      'broken/App.tsx': generateCode(parseQuery(''), ENGLISH_WORDS).replace('total={500}', 'total="500"'),
    };
    SAMPLE_QUERIES.forEach((query, i) => {
      files[`app${i}/App.tsx`] = generateCode(parseQuery(query), ENGLISH_WORDS);
    });
    const declarations = missingTypesDeclaration(Object.values(files));
    if (declarations) files['missing-types.d.ts'] = declarations;
    const errors = typeErrors(files);
    expect(errors.filter((error) => !error.startsWith('broken/'))).toEqual([]);
    expect(errors.some((error) => error.startsWith('broken/App.tsx'))).toBe(true);
  });
});

describe('generated code type-checks on each later release', () => {
  // every property a later release adds, with the size changer shown
  const QUERIES = [
    'align=end&simple=readOnly&classNames=roundItems&styles=boldItems&showSizeChanger=true',
    'showSizeChanger=true&itemRender=textButtons&locale=de_DE&showTotal=range',
    'current=3&pageSize=20&showQuickJumper=goButton&icons=arrows',
  ];
  it.each(RELEASES.filter((release) => release.alias !== 'rc-pagination').map((release) => [release.id, release] as const))(
    'on %s, against its own types, while code it does not take is reported',
    (id, { pkg, alias }) => {
      const files: Record<string, string> = {
        'env.d.ts': "declare module '*.css';\n",
        // 4.0.4's code passes selectComponentClass, which 5.x lacks; 4.3.0 lacks classNames
        'broken/App.tsx': codeOnRelease(
          generateCode(parseQuery(id === '4.3.0' ? 'release=1.5.0&classNames=roundItems' : 'showSizeChanger=true'), ENGLISH_WORDS),
          id,
        ),
      };
      QUERIES.forEach((query, i) => {
        files[`app${i}/App.tsx`] = codeOnRelease(generateCode(parseQuery(`release=${id}&${query}`), ENGLISH_WORDS), id);
      });
      const errors = typeErrors(files, { [pkg]: [`node_modules/${alias}`], [`${pkg}/*`]: [`node_modules/${alias}/*`] });
      expect(errors.filter((error) => !error.startsWith('broken/'))).toEqual([]);
      const broken = errors.filter((error) => error.startsWith('broken/App.tsx')).join('\n');
      expect(broken).toMatch(id === '4.3.0' ? /classNames/ : /selectComponentClass/);
    },
  );
});
