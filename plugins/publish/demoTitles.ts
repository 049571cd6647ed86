/** The static `<title>` of the standalone demo pages, from the one read of every page (src/publish/demoTitle.ts). */
import type { IApi } from 'dumi';
import { readFileSync } from 'fs';
import { IntlMessageFormat } from 'intl-messageformat';
import path from 'path';
import { demoIdOf, demoPageTitle, withStaticTitle } from '../../src/publish/demoTitle';
import type { LocalePages } from '../pages/pageReader';

/**
 * Every demo's title by id, the default language's pages first: a demo a translation shares has
 * one id, and a `~demos/` page's script finds the default language's first (src/runtime/demos.ts).
 */
export function demoTitlesOf(localePages: readonly LocalePages[]): Map<string, string | undefined> {
  const titles = new Map<string, string | undefined>();
  for (const { pages } of localePages) {
    for (const page of pages) {
      for (const file of [page, ...page.tabs]) {
        for (const demo of file.meta.demos ?? []) {
          if (!titles.has(demo.id)) titles.set(demo.id, demo.asset?.title);
        }
      }
    }
  }
  return titles;
}

/** Gives a `~demos/…` file the title its script will set, in the default language, as its address is. */
export function demoPageTitler(api: IApi, localePages: readonly LocalePages[]): (file: string, html: string) => string {
  const titles = demoTitlesOf(localePages);
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
