// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { standaloneAddress, standaloneRelease, unknownRelease } from '@site/liveDemo';

// dumi's link names the page whose demo data loaded first: for the Versions examples, which
// both languages embed under one id, that can be the other language's page
const dumiLink = '/~demos/docs-versions-demo-align?routeId=docs%2Fversions.zh-CN';

describe('the standalone link', () => {
  it("names the page it is on, not the one dumi's demo data names", () => {
    expect(standaloneAddress(dumiLink, { routeId: 'docs/versions', release: '4.0.4' })).toBe(
      '/~demos/docs-versions-demo-align?routeId=docs%2Fversions',
    );
  });

  it('carries the release an example is written for, and the language of a translated page', () => {
    expect(standaloneAddress(dumiLink, { routeId: 'docs/versions', release: '4.3.0' })).toBe(
      '/~demos/docs-versions-demo-align?routeId=docs%2Fversions&release=4.3.0',
    );
    expect(
      standaloneAddress('/~demos/docs-versions-demo-align?routeId=docs%2Fversions', {
        routeId: 'docs/versions.zh-CN',
        release: '1.5.0',
        locale: 'zh-CN',
      }),
    ).toBe('/~demos/docs-versions-demo-align?routeId=docs%2Fversions.zh-CN&locale=zh-CN&release=1.5.0');
  });

  it("keeps dumi's address as it is where it knows no page, and under a base", () => {
    expect(standaloneAddress('/sub/~demos/x', { release: '4.0.4' })).toBe('/sub/~demos/x');
    expect(standaloneAddress('/sub/~demos/x?routeId=a', { release: '5.1.0' })).toBe('/sub/~demos/x?routeId=a&release=5.1.0');
  });
});

describe('the release a standalone page runs on', () => {
  it('is the one its address names, when the site runs it besides its own', () => {
    expect(standaloneRelease('?routeId=docs%2Fversions&release=4.3.0')).toBe('4.3.0');
    expect(standaloneRelease('?release=1.5.0')).toBe('1.5.0');
  });

  it("is the site's own (null) for no release, the default one, an unknown or a repeated one", () => {
    for (const search of ['', '?routeId=docs%2Fversions', '?release=4.0.4', '?release=9.9.9', '?release=4.3.0&release=5.1.0']) {
      expect(standaloneRelease(search), search).toBeNull();
    }
  });
});

describe('the release a standalone address asks for and the site does not run', () => {
  it('is named, cut to 40 characters, so the page can say it shows the site’s release', () => {
    expect(unknownRelease('?release=9.9.9')).toBe('9.9.9');
    expect(unknownRelease('?release=4.3.0&release=5.1.0')).toBe('4.3.0, 5.1.0');
    expect(unknownRelease(`?release=${'<img src=x onerror=alert(1)>'.repeat(5)}`)).toHaveLength(40);
  });

  it('is null for no release or one the site runs', () => {
    for (const search of ['', '?routeId=docs%2Fversions', '?release=4.0.4', '?release=1.5.0']) {
      expect(unknownRelease(search), search).toBeNull();
    }
  });
});
