import { localizedPath, type LocaleBase } from '../i18n';
import { twinPathOf } from './twinAddress';

/**
 * The head of a published page: where it lives, its twins in the other languages, and what a
 * link preview shows. Pure, for the DocLayout's Helmet: tags written by React stay in the head
 * after hydration, where umi re-renders the whole document and drops tags it did not write.
 */
export interface PageHeadInput {
  /** the site's public root, ending in `/` (plugins/publish/index.ts: SITE_URL or homepage, and BASE) */
  root: string;
  /** the router's pathname, without the base: `/zh-CN/demo/basic` */
  pathname: string;
  current: LocaleBase;
  locales: LocaleBase[];
  title: string;
  description: string;
  siteName: string;
  /** the Open Graph image, relative to the root */
  image: { file: string; width: number; height: number };
  themeColors: { light: string; dark: string };
}

export interface Tag {
  kind: 'link' | 'meta';
  attributes: Record<string, string>;
}

/** A pathname as the address of its prerendered file: `/demo/basic` → `demo/basic/`. */
function pageAddress(root: string, pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return new URL(trimmed ? `${trimmed}/` : '', root).href;
}

/** Open Graph writes locales with an underscore: zh_CN. */
const ogLocale = (id: string) => id.replace('-', '_');

/** The link and meta tags of a page, in order; empty texts are left out. */
export function pageHeadTags(input: PageHeadInput): Tag[] {
  const url = pageAddress(input.root, input.pathname);
  const alternates = input.locales.map((locale) => ({
    locale: locale.id,
    url: pageAddress(input.root, localizedPath(input.pathname, input.current, locale)),
  }));
  const image = new URL(input.image.file, input.root).href;
  const link = (attributes: Record<string, string>): Tag => ({ kind: 'link', attributes });
  const meta = (key: 'name' | 'property', name: string, content: string): Tag | null =>
    content ? { kind: 'meta', attributes: { [key]: name, content } } : null;
  const tags: (Tag | null)[] = [
    link({ rel: 'canonical', href: url }),
    ...alternates.map((alternate) => link({ rel: 'alternate', hrefLang: alternate.locale, href: alternate.url })),
    alternates.length > 1 ? link({ rel: 'alternate', hrefLang: 'x-default', href: alternates[0].url }) : null,
    // the page as Markdown (plugins/publish/twinFiles.ts), for assistants and "Copy page"
    link({ rel: 'alternate', type: 'text/markdown', href: new URL(twinPathOf(input.pathname, input.current.base), input.root).href }),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', input.siteName),
    meta('property', 'og:title', input.title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', ogLocale(input.current.id)),
    ...alternates
      .filter((alternate) => alternate.locale !== input.current.id)
      .map((alternate) => meta('property', 'og:locale:alternate', ogLocale(alternate.locale))),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(input.image.width)),
    meta('property', 'og:image:height', String(input.image.height)),
    meta('property', 'og:image:alt', input.siteName),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', input.title),
    meta('name', 'twitter:description', input.description),
    meta('name', 'twitter:image', image),
    { kind: 'meta', attributes: { name: 'theme-color', media: '(prefers-color-scheme: light)', content: input.themeColors.light } },
    { kind: 'meta', attributes: { name: 'theme-color', media: '(prefers-color-scheme: dark)', content: input.themeColors.dark } },
  ];
  return tags.filter((tag): tag is Tag => tag !== null);
}
