// @vitest-environment node
import { readFileSync } from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { describe, expect, it, vi } from 'vitest';
import type { IApi } from 'dumi';
import buildSkipsPlugin, { BUILD_SKIPPED, skippedKeys } from '../../../plugins/bundle/buildSkips';

const root = path.resolve(__dirname, '../../..');
const requireFromRoot = createRequire(path.join(root, 'package.json'));
/** umi's preset and core as dumi loads them. */
const presetDir = path.dirname(requireFromRoot.resolve('@umijs/preset-umi/package.json', { paths: [path.dirname(requireFromRoot.resolve('umi/package.json'))] }));
const requireFromPreset = createRequire(path.join(presetDir, 'package.json'));
const { Plugin } = requireFromPreset('@umijs/core/dist/service/plugin') as {
  Plugin: new (opts: { path: string; cwd: string; type: string }) => { id: string; key: string; path: string };
};
const configTypesFile = path.join(presetDir, 'dist/features/tmpFiles/configTypes.js');

describe("umi's plugins a production build skips (plugins/bundle/buildSkips.ts)", () => {
  it("finds the installed configTypes plugin by its file, under the key umi gives it", () => {
    const plugin = new Plugin({ path: configTypesFile, cwd: root, type: 'plugin' });
    const other = new Plugin({ path: path.join(presetDir, 'dist/features/tmpFiles/tmpFiles.js'), cwd: root, type: 'plugin' });
    expect(skippedKeys({ [plugin.id]: plugin, [other.id]: other })).toEqual(['configTypes']);
    expect(plugin.key).toBe('configTypes');
  });

  it('skips a plugin that writes only the config types, which no module of the build imports', () => {
    const source = readFileSync(configTypesFile, 'utf8');
    const written = [...source.matchAll(/path: [`"]([^`"]+)[`"]/g)].map((found) => found[1]);
    expect(written).toEqual(['core/pluginConfigJoi.d.ts', 'core/pluginConfig.ts']);
    expect(source).toContain('api.onGenerateFiles(');
    expect(BUILD_SKIPPED).toHaveLength(1);
  });

  it('skips in the production build only', () => {
    const apiFor = (env: string) =>
      ({
        env,
        describe: vi.fn(),
        skipPlugins: vi.fn(),
        service: { plugins: { a: { path: configTypesFile, key: 'configTypes' }, b: { path: '/x/other.js', key: 'other' } } },
      }) as unknown as IApi & { skipPlugins: ReturnType<typeof vi.fn> };
    const production = apiFor('production');
    buildSkipsPlugin(production);
    expect(production.skipPlugins).toHaveBeenCalledWith(['configTypes']);
    const development = apiFor('development');
    buildSkipsPlugin(development);
    expect(development.skipPlugins).not.toHaveBeenCalled();
  });
});
