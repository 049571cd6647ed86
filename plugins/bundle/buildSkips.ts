import type { IApi } from 'dumi';

/**
 * umi's plugins whose work a production build never reads, skipped there: `configTypes` writes the
 * config's types (formatted with prettier) where no module imports them; `dumi dev` keeps it, as
 * an editor's TypeScript may read `.dumi/tmp`.
 */
export const BUILD_SKIPPED: readonly RegExp[] = [/[\\/]features[\\/]tmpFiles[\\/]configTypes\.js$/];

/** The keys (what skipPlugins takes) of the registered plugins whose file matches BUILD_SKIPPED. */
export function skippedKeys(plugins: Record<string, { path: string; key: string }>): string[] {
  return Object.values(plugins)
    .filter((plugin) => BUILD_SKIPPED.some((pattern) => pattern.test(plugin.path)))
    .map((plugin) => plugin.key);
}

/** umi plugin: the production build only. */
export default (api: IApi) => {
  api.describe({ key: 'site:buildSkips' });
  if (api.env !== 'production') return;
  const keys = skippedKeys(api.service.plugins as Record<string, { path: string; key: string }>);
  if (keys.length) api.skipPlugins(keys);
};
