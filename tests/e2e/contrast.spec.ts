import { contrastSweep } from './looks/sweep';
import { OPENED_STATES, openPage, setWidth } from './looks/states';
import { expect, test } from './support';

/**
 * The contrast sweep (tests/e2e/looks/contrast.ts) runs on every route and opened state in the
 * visits of visual.spec.ts, which draws the same pages at the same widths: one visit for both.
 * Here, the sweep itself is proved to see what it must.
 */
test.describe('the sweep itself', () => {
  // the check below paints test colours with a <style> element, which the pages' own
  // Content-Security-Policy (style-src 'self') refuses; the browser skips the policy here only
  test.use({ bypassCSP: true });

  test('sees text in an opened dropdown and under a semi-transparent layer', async ({ page }) => {
    await setWidth(page, 'desktop');
    await openPage(page, 'demo/sizer');
    await OPENED_STATES['size-changer-open'].open(page, 'en');
    // pale options, and a half-transparent black wash over the demo box (itself see-through)
    await page.addStyleTag({
      content: `.rc-select-item-option-content { color: #ddd !important; }
      .rcp-previewer-demo { background-color: rgba(0, 0, 0, 0.5) !important; }`,
    });
    const found = await contrastSweep(page, '/demo/sizer');
    expect(found.filter((line) => line.includes('rc-select-item-option-content'))).toHaveLength(4);
    // the demo's own sentence: dark grey on the wash composited over the page's #f7f9fb
    expect(found.filter((line) => line.includes('"Pick another page size."'))).toEqual([
      expect.stringContaining('on rgb(124, 125, 126)'),
    ]);
  });
});
