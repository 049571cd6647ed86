/**
 * Webpack loader for dumi's generated tab index (.dumi/tmp/dumi/meta/tabs.ts): dumi imports
 * every content tab's markdown statically, so each tab page, with the builtins it renders
 * (SourceCode and Prism for code blocks), lands in the first-load bundle of every page. dumi
 * only ever renders a tab's `default` export (DumiPage), and tabs render on the client, so a
 * lazy component in its place loads the tab when a visitor opens it.
 * Plain CommonJS: webpack loads loaders with require().
 */
const TAB_IMPORT = /^import \* as (\w+) from (['"])([^'"]+)\2;$/gm;

function lazyTabs(source) {
  const lazy = source.replace(
    TAB_IMPORT,
    (_, name, quote, file) => `const ${name} = { default: React.lazy(() => import(${quote}${file}${quote})) };`,
  );
  return lazy === source ? source : `import React from 'react';\n${lazy}`;
}

module.exports = function lazyTabsLoader(source) {
  return lazyTabs(source);
};
module.exports.lazyTabs = lazyTabs;
