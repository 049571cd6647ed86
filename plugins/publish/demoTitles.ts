/** The static `<title>` of the standalone demo pages, from the demos dumi compiled (src/publish/demoTitle.ts). */
import type { IApi } from 'dumi';
import { getExampleAssets } from 'dumi/dist/features/assets';
import { readFileSync } from 'fs';
import { IntlMessageFormat } from 'intl-messageformat';
import path from 'path';
import { demoIdOf, demoPageTitle, withStaticTitle } from '../../src/publish/demoTitle';

/**
 * A function that gives a `~demos/…` file the title its script will set, and returns any other
 * file unchanged. The titles are those dumi records, for its own list of demo pages, as it
 * compiles each markdown page (plugins/compat/registry.cjs: exampleAssetTitles); the wording is
 * the default language's "demo.documentTitle", as a `~demos/` address is in that language.
 */
export function demoPageTitler(api: IApi): (file: string, html: string) => string {
  const titles = new Map(getExampleAssets().map((asset) => [asset.id, asset.title]));
  const locale = ((api.userConfig.locales ?? []) as { id: string }[])[0]?.id ?? 'en-US';
  const messages = JSON.parse(
    readFileSync(path.join(api.cwd, `.dumi/theme/locales/${locale}.json`), 'utf8'),
  ) as Record<string, string>;
  const format = new IntlMessageFormat(messages['demo.documentTitle'], locale);
  return (file, html) => {
    const id = demoIdOf(file);
    if (id === null) return html;
    return withStaticTitle(html, demoPageTitle(id, titles, (title) => String(format.format({ title }))));
  };
}
