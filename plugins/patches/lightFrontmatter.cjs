/**
 * Webpack loader, last on a page's front matter module as the light meta index imports it
 * (`page.md?light&type=frontmatter`): drops the table of contents and the demo index and keeps
 * only the front matter keys of the loader's `keys` option, all the entry script needs.
 */
const { patchLoader } = require('../compat/patchLoader.cjs');

const TOC = /^export const toc = new Proxy\((\[.*\]), \{\}\);$/m;
const FRONTMATTER = /^export const frontmatter = new Proxy\((\{.*\}), \{\}\);$/m;
const DEMO_INDEX = /^export const demoIndex = \{[\s\S]*?\};$/m;

function lightFrontmatter(source, keys) {
  const found = FRONTMATTER.exec(source);
  if (!found || !TOC.test(source)) return source;
  const full = JSON.parse(found[1]);
  const light = Object.fromEntries(keys.filter((key) => key in full).map((key) => [key, full[key]]));
  return source
    .replace(TOC, '')
    .replace(DEMO_INDEX, '')
    .replace(FRONTMATTER, () => `export const frontmatter = ${JSON.stringify(light)};`);
}

const patch = (keys) =>
  patchLoader('lightFrontmatter', (source) => lightFrontmatter(source, keys), "dumi's `export const frontmatter = new Proxy(` line");

module.exports = function lightFrontmatterLoader(source) {
  const { keys } = this.getOptions();
  return patch(keys).call(this, source);
};
module.exports.lightFrontmatter = lightFrontmatter;
