import { localizedPath, type LocaleBase } from '../i18n';

/**
 * Where the built site is published, for every absolute address it writes (canonical links,
 * hreflang alternates, Open Graph, the sitemap): the origin of one address, package.json's
 * `homepage` or `SITE_URL` for a preview, and the path of the build's `BASE`.
 */
export function siteRoot(address: string | undefined, base: string): string {
  let origin: string;
  try {
    origin = new URL(address ?? '').origin;
  } catch {
    throw new Error(
      `publish: the site's address "${address ?? ''}" is not an absolute URL. Set "homepage" in package.json, or SITE_URL=https://… for a preview.`,
    );
  }
  if (origin === 'null') throw new Error(`publish: "${address}" has no origin (http or https expected)`);
  return new URL(base, `${origin}/`).href;
}

/**
 * The page a prerendered file serves, relative to the site's root: `demo/basic/` for
 * `demo/basic/index.html`, `` for `index.html`. Null for files that are not pages of the
 * documentation: the not-found page and the standalone demos under `~demos/`.
 */
export function pageOf(file: string): string | null {
  const normalized = file.replace(/\\/g, '/').replace(/^\/+/, '');
  if (!/(^|\/)index\.html$/.test(normalized)) return null;
  if (normalized.startsWith('~demos/')) return null;
  return normalized.replace(/index\.html$/, '');
}

/** dumi's locales: without a base, the first is at `/` and the others at `/<id>`. */
export type Locale = LocaleBase;

/** Each locale with its base filled in as dumi fills it, for `localizedPath`. */
function withBases(locales: Locale[]): Required<Locale>[] {
  return locales.map((locale, index) => ({ ...locale, base: locale.base ?? (index === 0 ? '/' : `/${locale.id}`) }));
}

/** The locale a page belongs to: the one with the longest base that prefixes its path. */
export function localeOf(page: string, locales: Locale[]): Required<Locale> {
  const all = withBases(locales);
  const pathname = `/${page}`;
  const owners = all.filter(({ base }) => base === '/' || `${pathname}/`.startsWith(`${base.replace(/\/+$/, '')}/`));
  return owners.sort((a, b) => b.base.length - a.base.length)[0] ?? all[0];
}

/**
 * The same page in every locale that has it (the page itself included), in the locales' order:
 * `demo/basic/` → en-US `demo/basic/`, zh-CN `zh-CN/demo/basic/` (src/i18n's `localizedPath`,
 * as the language switch and the page's hreflang links use it).
 */
export function twinsOf(page: string, locales: Locale[], pages: ReadonlySet<string>): { locale: string; page: string }[] {
  const current = localeOf(page, locales);
  const pathname = `/${page.replace(/\/+$/, '')}`;
  return withBases(locales)
    .map((locale) => {
      const twin = localizedPath(pathname, current, locale).replace(/^\/+/, '');
      return { locale: locale.id, page: twin ? `${twin}/` : '' };
    })
    .filter((twin) => pages.has(twin.page));
}
