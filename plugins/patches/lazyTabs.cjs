/**
 * Webpack loader for dumi's generated tab index (.dumi/tmp/dumi/meta/tabs.ts), which imports every
 * content tab statically into every page's first load: dumi only renders a tab's `default`, on the
 * client, so a lazy component in its place loads the tab when a visitor opens it.
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
