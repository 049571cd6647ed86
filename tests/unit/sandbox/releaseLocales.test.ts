// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { extraLocaleIds } from '../../../plugins/sandbox/runnerPage';

// the page holds 4.0.4's locales only; a release's part brings the ones it adds, read from the
// installed package (a new locale in a release shows up here)
describe("a release's part brings the locales 4.0.4 lacks", () => {
  it.each([
    ['rc-pagination-4-3', ['sr_Cyrl_RS']],
    ['rc-pagination-5', ['sr_Cyrl_RS']],
    ['rc-component-pagination', ['mr_IN', 'sr_Cyrl_RS', 'te_IN', 'tl_PH']],
  ])('%s: %j', (alias, ids) => {
    expect(extraLocaleIds(process.cwd(), alias)).toEqual(ids);
  });
});
