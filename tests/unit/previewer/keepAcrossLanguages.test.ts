import { describe, expect, it } from 'vitest';
import { placeOf, scrollFor } from '../../../src/theme/LangSwitch/place';
import { resultName } from '../../../src/theme/Previewer/Live/liveRunState';
import {
  demoKey,
  readStoredRelease,
  releaseKey,
  sessionKey,
  storeRelease,
} from '../../../src/theme/Previewer/Live/sessionEdits';

describe('a demo across the language switch', () => {
  it('keeps one key for a demo in either language', () => {
    expect(demoKey('docs-demo-sizer-demo-sizer.zh-cn')).toBe('docs-demo-sizer-demo-sizer');
    expect(demoKey('docs-demo-sizer-demo-sizer')).toBe('docs-demo-sizer-demo-sizer');
    expect(sessionKey('docs-demo-basic-demo-basic.zh-cn')).toBe(sessionKey('docs-demo-basic-demo-basic'));
    expect(releaseKey('docs-demo-basic-demo-basic.zh-cn')).toBe(releaseKey('docs-demo-basic-demo-basic'));
  });

  it('stores the chosen release and reads back only a release the site runs on', () => {
    storeRelease('docs-demo-basic-demo-basic', '5.1.0');
    expect(readStoredRelease('docs-demo-basic-demo-basic.zh-cn')).toBe('5.1.0');
    window.sessionStorage.setItem(releaseKey('docs-demo-x'), '9.9.9');
    expect(readStoredRelease('docs-demo-x')).toBeNull();
    expect(readStoredRelease('docs-demo-none')).toBeNull();
  });
});

describe('the place in view', () => {
  const page = [
    { top: -900, bottom: -860 },
    { top: -500, bottom: -100 },
    { top: -100, bottom: 300 },
    { top: 300, bottom: 700 },
  ];

  it('is the last section whose top is above the window, and how far into it', () => {
    expect(placeOf(page)).toEqual({ index: 2, into: 0.25 });
    expect(placeOf([{ top: 40, bottom: 80 }])).toBeNull();
  });

  it('scrolls the other page so that the same share of the same section is at the top', () => {
    const other = [
      { top: 100, bottom: 140 },
      { top: 500, bottom: 1000 },
      { top: 1000, bottom: 1800 },
      { top: 1800, bottom: 2000 },
    ];
    expect(scrollFor({ index: 2, into: 0.25 }, other)).toBe(1200);
    expect(scrollFor({ index: 7, into: 0 }, other)).toBeNull();
  });
});

describe("the result's name", () => {
  it('names edited code as edited, and the code as written by the release it runs on', () => {
    expect(resultName(true, '4.0.4')).toEqual({ id: 'previewer.live.result' });
    expect(resultName(true, '5.1.0')).toEqual({ id: 'previewer.live.resultEditedOn', values: { release: '5.1.0' } });
    expect(resultName(false, '1.5.0')).toEqual({ id: 'previewer.live.resultOn', values: { release: '1.5.0' } });
  });
});
