// @vitest-environment node
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { SourceMapConsumer } from 'source-map-js';
import { afterAll, describe, expect, it } from 'vitest';
import webpack, { type WebpackPluginInstance } from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin, wantsCompileHint } from '../../../plugins/bundle/compileHints';

describe('compileHints (start-up scripts compiled while they download)', () => {
  it('picks the entry and framework scripts, hashed or not, and nothing else', () => {
    expect(wantsCompileHint('umi.8b85ea96.js')).toBe(true);
    expect(wantsCompileHint('framework.99c389f4.js')).toBe(true);
    expect(wantsCompileHint('umi.js')).toBe(true);
    expect(wantsCompileHint('umi.8b85ea96.css')).toBe(false);
    expect(wantsCompileHint('umi.8b85ea96.js.map')).toBe(false);
    expect(wantsCompileHint('docs__index.md.4ef6bf55.async.js')).toBe(false);
    expect(wantsCompileHint('dumi__theme__layouts__DocLayout.a3125ace.async.js')).toBe(false);
  });

  describe('in a minified webpack build', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    const build = () =>
      new Promise<string[]>((resolve, reject) => {
        writeFileSync(
          path.join(dir, 'entry.js'),
          'const name = globalThis.location.hash;\nconsole.log("hi " + name);\n',
        );
        writeFileSync(path.join(dir, 'other.js'), 'console.log("other");\n');
        webpack(
          {
            mode: 'production',
            context: dir,
            entry: { umi: './entry.js', other: './other.js' },
            output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js' },
            devtool: 'source-map',
            // the plugin is typed against umi's copy of webpack 5, this is the standalone one
            plugins: [new CompileHintsPlugin() as unknown as WebpackPluginInstance],
          },
          (error, stats) => {
            if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
            else resolve(readdirSync(path.join(dir, 'dist')));
          },
        );
      });

    it('starts the entry script with the hint, survives minification, keeps other scripts as they were', async () => {
      const files = await build();
      const read = (pattern: RegExp) => {
        const file = files.find((name) => pattern.test(name));
        if (!file) throw new Error(`no ${pattern} in ${files.join(', ')}`);
        return readFileSync(path.join(dir, 'dist', file), 'utf8');
      };
      const entry = read(/^umi\.[0-9a-f]+\.js$/);
      expect(entry.startsWith(COMPILE_HINT)).toBe(true);
      expect(entry.split(COMPILE_HINT)).toHaveLength(2);
      expect(read(/^other\.[0-9a-f]+\.js$/)).not.toContain('allFunctionsCalledOnLoad');

      // the source map accounts for the added first line: "hi " still maps to entry.js line 2
      const map = new SourceMapConsumer(JSON.parse(read(/^umi\.[0-9a-f]+\.js\.map$/)));
      const lines = entry.split('\n');
      const line = lines.findIndex((text) => text.includes('"hi "'));
      expect(line).toBeGreaterThan(0);
      const original = map.originalPositionFor({
        line: line + 1,
        column: lines[line].indexOf('"hi "'),
      });
      expect(original.source).toMatch(/entry\.js$/);
      expect(original.line).toBe(2);
    });
  });
});
