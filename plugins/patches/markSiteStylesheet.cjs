/**
 * Webpack loader for rc-pagination 4.0.4's `assets/index.css`, as the site imports it: its rules
 * go into one `@supports` block whose condition every targeted browser meets (a custom property),
 * so the page draws them as before, and a sandbox frame running another release can leave out
 * exactly these rules, whatever webpack merges them with (src/sandbox/siteStylesheet.ts).
 * An `@import` or `@charset` could not sit inside the block: the build fails if one appears.
 * Plain CommonJS: webpack loads loaders with require().
 */
const NOT_NESTABLE = /@(?:import|charset)\b/;

function markSiteStylesheet(source, condition) {
  if (NOT_NESTABLE.test(source) || !source.includes('.rc-pagination')) return source;
  return `@supports ${condition} {\n${source}\n}\n`;
}

module.exports = function loader(source) {
  const { condition } = this.getOptions();
  const marked = markSiteStylesheet(source, condition);
  if (marked === source) throw new Error(`markSiteStylesheet: ${this.resourcePath} is not rc-pagination's plain stylesheet; update the patch (see plugins/README.md)`);
  return marked;
};
module.exports.markSiteStylesheet = markSiteStylesheet;
