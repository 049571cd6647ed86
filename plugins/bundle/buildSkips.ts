import type { IApi } from 'dumi';

/**
 * umi's own plugins whose work a production build never reads, switched off there with umi's
 * `api.skipPlugins` (maintainers/performance.md lists what each skip saves).
 *
 * - `configTypes` writes the config's TypeScript types (`core/pluginConfig.ts` and
 *   `core/pluginConfigJoi.d.ts`) into the build's temporary folder, which no module imports and
 *   no editor opens. It loads joi2types with prettier and formats every plugin's config schema:
 *   about 0.7 s of a cold build's start. `dumi dev` keeps it: its folder is `.dumi/tmp`, which
 *   an editor's TypeScript may read.
 */
export const BUILD_SKIPPED: readonly RegExp[] = [/[\\/]features[\\/]tmpFiles[\\/]configTypes\.js$/];

/** The keys (what skipPlugins takes) of the registered plugins whose file matches one of `patterns`. */
export function skippedKeys(
  plugins: Record<string, { path: string; key: string }>,
  patterns: readonly RegExp[] = BUILD_SKIPPED,
): string[] {
  return Object.values(plugins)
    .filter((plugin) => patterns.some((pattern) => pattern.test(plugin.path)))
    .map((plugin) => plugin.key);
}

/** umi plugin: the production build only. */
export default (api: IApi) => {
  api.describe({ key: 'site:buildSkips' });
  if (api.env !== 'production') return;
  const keys = skippedKeys(api.service.plugins as Record<string, { path: string; key: string }>);
  if (keys.length) api.skipPlugins(keys);
};
