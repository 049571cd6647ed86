/**
 * Webpack loader for rc-pagination 4.0.4's `assets/index.css`: its rules go into one `@supports`
 * block every targeted browser meets, so a frame running another release can leave out exactly
 * these (src/sandbox/siteStylesheet.ts). An `@import` or `@charset` cannot sit inside: the build fails.
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
