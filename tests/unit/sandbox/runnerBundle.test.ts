// @vitest-environment node
import { build } from 'esbuild';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { sucraseTrim } from '../../../plugins/sandbox/runnerPage';

const root = path.resolve(__dirname, '../../..');

/**
 * The runner's sucrase without option validation and source maps (plugins/sandbox/runnerPage.ts):
 * bundled as the runner bundles it, it still compiles TypeScript and JSX, the loop guard reads
 * the same parser, and the left-out parts are not in the bundle.
 */
describe('the runner bundle’s trimmed sucrase', () => {
  it('compiles and guards a demo, without ts-interface-checker, source maps or a second parser', async () => {
    const entry = [
      "import { compileModule } from './src/liveDemo/compile';",
      "import { guardLoops } from './src/sandbox/loopGuard';",
      "module.exports = (source, file = 'demo.tsx') => guardLoops(compileModule(source, file).code);",
    ].join('\n');
    const { outputFiles } = await build({
      stdin: { contents: entry, resolveDir: root, loader: 'ts' },
      bundle: true,
      format: 'cjs',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
      plugins: [sucraseTrim],
    });
    const code = outputFiles[0].text;
    expect(code).not.toMatch(/ts-interface-checker|createCheckers|GenMapping/);
    // the transformers and the Flow parser the runner's options never reach are stubs
    expect(code).toContain('ESMImportTransformer is not in the runner');
    expect(code).toContain('FlowTransformer is not in the runner');
    // the display-name transformer, idle: what it looked for is gone
    expect(code).not.toContain('createReactClass');
    expect(code.match(/Flow is not parsed in the runner/g)?.length).toBeGreaterThan(20);
    expect(code).not.toContain('function flowParseObjectType(');
    // the parser's state object, once: the ES module copy shared by transform and the guard
    expect(code.match(/function initParser\(/g)).toHaveLength(1);

    const module = { exports: {} as unknown };
    new Function('module', 'exports', code)(module, module.exports);
    const compile = module.exports as (source: string, file?: string) => string;
    const out = compile('const n: number = 2;\nexport default () => { while (n < 1) {} return <b>{n}</b>; };');
    expect(out).toContain('__rcpLoopGuard.tick(), n < 1');
    expect(out).toMatch(/jsx/);
    expect(out).not.toContain(': number');
    // each kind of file the runner compiles: imports to require, optional chaining kept as written
    const ts = compile("import { a } from './a';\nexport * from './b';\nexport const x = a?.b ?? 1_000;", 'util.ts');
    expect(ts).toContain("require('./a')");
    expect(ts).toContain("require('./b')");
    expect(ts).toContain('a?.b ?? 1_000');
    const jsx = compile('import Pagination from "rc-pagination";\nexport default () => <p title="a&nbsp;b"><Pagination total={5} /></p>;', 'index.jsx');
    expect(jsx).toMatch(/require\(["']rc-pagination["']\)/);
    // JSX entities decoded by the JSX parser's entity table
    expect(jsx).toContain('"a\u00A0b"');
  });
});
