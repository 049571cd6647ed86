import { SITE_ROUTES } from './routes';
import { expect, visit as test, waitForApp } from './support';

/**
 * A link to another site opens in a new tab and hands that site neither a handle on this page
 * (`noopener`) nor the address it came from (`noreferrer`): the header's, the footer's, the
 * demos' and the markdown's alike.
 */
for (const route of SITE_ROUTES) {
  test(`/${route}: every link to another site has target=_blank and rel="noopener noreferrer"`, async ({
    page,
  }) => {
    await page.goto(route);
    await waitForApp(page);
    const links = await page.locator('a[href]').evaluateAll((anchors) =>
      anchors
        .filter((anchor) => {
          const url = new URL(anchor.getAttribute('href')!, document.baseURI);
          return /^https?:$/.test(url.protocol) && url.origin !== window.location.origin;
        })
        .map((anchor) => ({
          href: anchor.getAttribute('href'),
          target: anchor.getAttribute('target'),
          rel: (anchor.getAttribute('rel') ?? '').split(/\s+/).filter((token) => /^no(opener|referrer)$/.test(token)).sort(),
        })),
    );
    // the header alone links to GitHub and the changelog on every page
    expect(links.length).toBeGreaterThan(0);
    const expected = links.map(({ href }) => ({ href, target: '_blank', rel: ['noopener', 'noreferrer'] }));
    expect(links).toEqual(expected);
  });
}
