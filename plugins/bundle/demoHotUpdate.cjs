/**
 * Webpack loader, `dumi dev` only, last on every page's demo module (`page.md?type=demo`): it
 * accepts its own hot updates and hands its new data to src/runtime/demoUpdates.ts, with its code's
 * hash, which tells whether the page changed too or only a demo's source text.
 */
const { createHash } = require('crypto');

function demoHotUpdate(source, store) {
  const code = createHash('sha256').update(source).digest('hex').slice(0, 16);
  return `${source}
import { acceptDemoUpdate as __acceptDemoUpdate } from ${JSON.stringify(store)};
if (module.hot) __acceptDemoUpdate(module.hot, demos, ${JSON.stringify(code)});
`;
}

module.exports = function demoHotUpdateLoader(source) {
  return demoHotUpdate(source, this.getOptions().store);
};
module.exports.demoHotUpdate = demoHotUpdate;
