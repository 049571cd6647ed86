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

export interface Locale {
  id: string;
}

/** The prefix of a locale's pages: none for the first (default) locale, `zh-CN/` for the others. */
function prefixOf(locale: Locale, locales: Locale[]): string {
  return locale.id === locales[0]?.id ? '' : `${locale.id}/`;
}

/** The locale a page belongs to, by its path's prefix. */
export function localeOf(page: string, locales: Locale[]): Locale {
  return locales.find((locale, index) => index > 0 && page.startsWith(prefixOf(locale, locales))) ?? locales[0];
}

/**
 * The same page in every locale that has it (the page itself included), in the locales' order:
 * `demo/basic/` → en-US `demo/basic/`, zh-CN `zh-CN/demo/basic/`.
 */
export function twinsOf(page: string, locales: Locale[], pages: ReadonlySet<string>): { locale: string; page: string }[] {
  const own = prefixOf(localeOf(page, locales), locales);
  const neutral = page.slice(own.length);
  return locales
    .map((locale) => ({ locale: locale.id, page: `${prefixOf(locale, locales)}${neutral}` }))
    .filter((twin) => pages.has(twin.page));
}
