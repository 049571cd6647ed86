/**
 * Webpack loader, last on dumi's front matter module of a page when the light meta index asks
 * for it (`page.md?light&type=frontmatter`, see plugins/routes/splitRouteMeta.ts). dumi emits
 *   export const toc = new Proxy([...], {});
 *   export const frontmatter = new Proxy({...}, {});
 *   export const demoIndex = { ids: [...], getter: () => import(...) };
 * The entry script needs none of the table of contents, none of the demo index and only a few
 * front matter keys (the loader's `keys` option): this drops the table of contents and the demo
 * index and keeps those keys. A page's demo index travels with the page instead
 * (plugins/patches/pageMetaInChunk.cjs, src/runtime/demos.ts).
 * Plain CommonJS: webpack loads loaders with require().
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
