import { escapeHtml } from '../export';

/**
 * The static `<title>` of a standalone demo page (`~demos/<id>/index.html`), which dumi writes empty
 * until its script runs: the one src/theme/DemoLayout sets, "<demo title> – Demo" (the id without a title).
 */

/** The demo a file serves: `~demos/docs-demo-sizer-demo-sizer/index.html` → its id, else null. */
export function demoIdOf(file: string): string | null {
  const match = file.replace(/\\/g, '/').match(/^\/?~demos\/([^/]+)\/index\.html$/);
  return match ? match[1] : null;
}

/** A demo page's title: `format` fills the interface string "{title} – Demo" in. */
export function demoPageTitle(
  id: string,
  titles: ReadonlyMap<string, string | undefined>,
  format: (title: string) => string,
): string {
  return format(titles.get(id) || id);
}

/**
 * Gives the document a `<title>` right after its `<meta charset>`, ahead of every script, in
 * place of an empty one; a file with a non-empty title is returned as it is.
 */
export function withStaticTitle(html: string, title: string): string {
  if (/<title\b[^>]*>\s*\S[\s\S]*?<\/title>/i.test(html)) return html;
  const tag = `<title>${escapeHtml(title)}</title>`;
  const withoutEmpty = html.replace(/<title\b[^>]*>\s*<\/title>/i, '');
  const charset = withoutEmpty.match(/<meta charset="[^"]*">/i);
  if (charset?.index === undefined) throw new Error('publish: a standalone demo page has no <meta charset>');
  const at = charset.index + charset[0].length;
  return `${withoutEmpty.slice(0, at)}${tag}${withoutEmpty.slice(at)}`;
}
