/**
 * Webpack loader, `dumi dev` only, last on every page's demo module (`page.md?type=demo`, dumi's
 * `export const demos = {...}`): the module accepts its own hot updates and hands its new data
 * to the demos the page holds (src/runtime/demoUpdates.ts), so an edit of a demo file shows
 * without a reload. The hash of the module's code tells that function whether the
 * Markdown page changed too (new components then) or only a demo's source text.
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
