/**
 * Where a page's Markdown twin lives: beside the page, `/demo/sizer` → `demo/sizer.md`, and a
 * language's home `/` or `/zh-CN` → `index.md` or `zh-CN/index.md` (maintainers/markdown-twins.md).
 * Shared by the build that writes the twins, the page head that links them and "Copy page".
 */
export function twinPathOf(pathname: string, localeBase = '/'): string {
  const page = pathname.replace(/^\/+|\/+$/g, '');
  const home = localeBase.replace(/^\/+|\/+$/g, '');
  return page === home ? `${home ? `${home}/` : ''}index.md` : `${page}.md`;
}
