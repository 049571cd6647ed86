// @vitest-environment node
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { afterAll, describe, expect, it } from 'vitest';
import webpack, { type WebpackPluginInstance } from 'webpack';
import { CHUNK_FILENAME, NamedChunkIdsFirst, nameChunkIds } from '../../../plugins/bundle/chunkFiles';

describe('chunkFiles (async chunk names the entry computes without a map)', () => {
  it('gives a named chunk its name as id and leaves the others, and chunks with ids, alone', () => {
    const chunks = [
      { id: null, ids: null, name: 'docs__demo__basic.md' },
      { id: null, ids: null, name: null },
      { id: 7, ids: [7], name: 'already' },
    ];
    nameChunkIds(chunks);
    expect(chunks[0]).toMatchObject({ id: 'docs__demo__basic.md', ids: ['docs__demo__basic.md'] });
    expect(chunks[1]).toMatchObject({ id: null, ids: null });
    expect(chunks[2]).toMatchObject({ id: 7, ids: [7] });
  });

  describe('in a minified webpack build', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chunk-files-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    const build = (plugin: boolean) =>
      new Promise<string[]>((resolve, reject) => {
        const pages = Array.from({ length: 12 }, (_, index) => `page${index}`);
        for (const page of pages) writeFileSync(path.join(dir, `${page}.js`), `export default ${JSON.stringify(page)};\n`);
        writeFileSync(path.join(dir, 'shared.js'), `export const shared = ${JSON.stringify('x'.repeat(40_000))};\n`);
        writeFileSync(path.join(dir, 'unnamed.js'), 'import { shared } from "./shared"; export default shared;\n');
        writeFileSync(
          path.join(dir, 'entry.js'),
          [
            ...pages.map((page) => `import(/* webpackChunkName: "docs__${page}.md" */ "./${page}").then(console.log);`),
            'import("./unnamed").then(console.log);',
          ].join('\n'),
        );
        const out = path.join(dir, plugin ? 'with' : 'without');
        webpack(
          {
            mode: 'production',
            context: dir,
            entry: { umi: './entry.js' },
            output: {
              path: out,
              filename: '[name].[contenthash:8].js',
              chunkFilename: plugin ? CHUNK_FILENAME : '[name].[contenthash:8].async.js',
            },
            // the plugin is typed against umi's copy of webpack 5, this is the standalone one
            plugins: plugin ? [new NamedChunkIdsFirst() as unknown as WebpackPluginInstance] : [],
          },
          (error, stats) => {
            if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
            else resolve(readdirSync(out).map((file) => path.join(out, file)));
          },
        );
      });

    const entryOf = (files: string[]) => readFileSync(files.find((file) => /umi\.[0-9a-f]+\.js$/.test(file))!, 'utf8');

    it('keeps chunk names in the file names, with one build hash, and no per-chunk map in the entry', async () => {
      const files = await build(true);
      const names = files.map((file) => path.basename(file)).filter((file) => file.endsWith('.async.js'));
      const hashes = new Set(names.map((name) => /\.([0-9a-f]{8})\.async\.js$/.exec(name)?.[1]));
      expect(hashes.size).toBe(1);
      expect(names).toContain(`docs__page3.md.${[...hashes][0]}.async.js`);
      // the unnamed chunk keeps a short numeric id
      expect(names.filter((name) => /^\d+\.[0-9a-f]{8}\.async\.js$/.test(name))).toHaveLength(1);
      const entry = entryOf(files);
      expect(entry).not.toContain('"docs__page3.md":"');
      expect(entry).not.toMatch(/\d+:"[0-9a-f]{8}"/);
    });

    it('fails without the plugin: the entry lists every chunk', async () => {
      const entry = entryOf(await build(false));
      expect(entry).toMatch(/:"docs__page3\.md"/);
      expect(entry).toMatch(/:"[0-9a-f]{8}"/);
    });
  });
});
