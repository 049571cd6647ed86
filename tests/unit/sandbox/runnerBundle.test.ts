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
      "module.exports = (source) => guardLoops(compileModule(source, 'demo.tsx').code);",
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
    // the parser's state object, once: the ES module copy shared by transform and the guard
    expect(code.match(/function initParser\(/g)).toHaveLength(1);

    const module = { exports: {} as unknown };
    new Function('module', 'exports', code)(module, module.exports);
    const compile = module.exports as (source: string) => string;
    const out = compile('const n: number = 2;\nexport default () => { while (n < 1) {} return <b>{n}</b>; };');
    expect(out).toContain('__rcpLoopGuard.tick(), n < 1');
    expect(out).toMatch(/jsx/);
    expect(out).not.toContain(': number');
  });
});
