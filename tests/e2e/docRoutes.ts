/**
 * The site's pages, read from the Markdown files under docs/ when the tests load, so a new page
 * reaches every sweep without a list kept by hand. A file's route is the one dumi gives it:
 * `docs/demo/basic.md` is `demo/basic`, `docs/index.md` the home page, and `name.zh-CN.md` and
 * `name.$tab-key.md` are the same page's other language and content tab, not pages of their own.
 */
import { readdirSync, readFileSync } from 'fs';
import { load } from 'js-yaml';
import path from 'path';

/** The site's doc folder (`resolve.docDirs` in .dumirc.ts). */
export const DOCS_DIR = path.resolve(__dirname, '../../docs');

/** The other language's route prefix (`locales` in .dumirc.ts; the first language has none). */
export const OTHER_LANGUAGE = 'zh-CN';

/** The playground: an app, not a guide; tests/e2e/routes.ts lists it on its own. */
export const PLAYGROUND_ROUTE = 'playground';

export interface DocPage {
  /** the route inside a language, `''` for the home page */
  route: string;
  /** front matter `order`, the page's place in its sidebar group */
  order?: number;
}

/** A page's front matter, `{}` when it has none. */
export function frontMatterOf(markdown: string): Record<string, unknown> {
  const block = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(markdown);
  const data = block ? load(block[1]) : undefined;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/**
 * The route of a docs/-relative Markdown file in the default language, or undefined for a file
 * that is no page there: another language's (`.zh-CN.md`), a content tab (`.$tab-key.md`), or a
 * name dumi leaves out (a leading `_` or `.` in any part of the path).
 */
export function routeOfFile(file: string): string | undefined {
  const parts = file.split('/');
  if (!file.endsWith('.md') || parts.some((part) => /^[_.]/.test(part))) return undefined;
  const stem = file.slice(0, -'.md'.length);
  // a dot in the name starts a language suffix or a content tab's key
  if (parts[parts.length - 1].slice(0, -'.md'.length).includes('.')) return undefined;
  return stem === 'index' ? '' : stem.replace(/\/index$/, '');
}

/** Every page of the default language under `docsDir`, in sidebar order (`order`, then route). */
export function readDocPages(docsDir: string = DOCS_DIR): DocPage[] {
  const files = (readdirSync(docsDir, { recursive: true }) as string[]).map((file) => file.split(path.sep).join('/'));
  const pages: DocPage[] = [];
  for (const file of files) {
    const route = routeOfFile(file);
    if (route === undefined) continue;
    const { order } = frontMatterOf(readFileSync(path.join(docsDir, file), 'utf8'));
    pages.push({ route, order: typeof order === 'number' ? order : undefined });
  }
  return pages.sort(
    (a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.route.localeCompare(b.route),
  );
}

/**
 * The pages by kind: the demo pages (under docs/demo/), and the guides (every other page but
 * the home page and the playground).
 */
export function routesByKind(pages: readonly DocPage[]): { demos: string[]; guides: string[] } {
  const routes = pages.map((page) => page.route);
  return {
    demos: routes.filter((route) => route.startsWith('demo/')),
    guides: routes.filter((route) => route !== '' && route !== PLAYGROUND_ROUTE && !route.startsWith('demo/')),
  };
}

/** Each route in both languages, English then Chinese: `demo/basic`, `zh-CN/demo/basic`. */
export function inEveryLanguage(routes: readonly string[]): string[] {
  return routes.flatMap((route) => [route, route ? `${OTHER_LANGUAGE}/${route}` : OTHER_LANGUAGE]);
}
