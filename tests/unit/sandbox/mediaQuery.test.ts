import { describe, expect, it } from 'vitest';
import { matchesMedia, type Viewport } from '../../../src/sandbox/runner/mediaQuery';

/** A page in a 1280 × 800 window, whose demo frame is about 950 px wide. */
const desktop: Viewport = { width: 1280, height: 800 };
const phone: Viewport = { width: 412, height: 839 };

/** A browser that hovers with a fine pointer, on screen, in light mode; it records what it was asked. */
function browser() {
  const asked: string[] = [];
  const yes = new Set(['screen', '(hover: hover)', '(pointer: fine)', '(prefers-color-scheme: light)', '(hover)']);
  const ask = (query: string) => {
    asked.push(query);
    return yes.has(query);
  };
  return { ask, asked };
}

const at = (viewport: Viewport, list: string) => matchesMedia(list, viewport, browser().ask);

describe('matchesMedia: the viewport features answer for the page', () => {
  it("answers rc-pagination's own queries for the page's width, not the frame's", () => {
    expect(at(desktop, 'only screen and (max-width: 992px)')).toBe(false);
    expect(at(desktop, 'only screen and (max-width: 576px)')).toBe(false);
    expect(at({ width: 950, height: 800 }, 'only screen and (max-width: 992px)')).toBe(true);
    expect(at(phone, 'only screen and (max-width: 992px)')).toBe(true);
    expect(at(phone, 'only screen and (max-width: 576px)')).toBe(true);
  });

  it('reads min-, max- and exact values, at their edges', () => {
    expect(at({ width: 992, height: 1 }, '(max-width: 992px)')).toBe(true);
    expect(at({ width: 993, height: 1 }, '(max-width: 992px)')).toBe(false);
    expect(at({ width: 768, height: 1 }, '(min-width: 768px)')).toBe(true);
    expect(at({ width: 767.5, height: 1 }, '(min-width: 768px)')).toBe(false);
    expect(at(desktop, '(width: 1280px)')).toBe(true);
    expect(at(desktop, '(min-height: 801px)')).toBe(false);
    expect(at(desktop, '(width)')).toBe(true);
  });

  it('reads range syntax both ways round, and double ranges', () => {
    expect(at(desktop, '(width >= 1280px)')).toBe(true);
    expect(at(desktop, '(width > 1280px)')).toBe(false);
    expect(at(desktop, '(1000px < width)')).toBe(true);
    expect(at(desktop, '(1300px <= width)')).toBe(false);
    expect(at(desktop, '(600px <= width < 1281px)')).toBe(true);
    expect(at(phone, '(600px <= width < 1281px)')).toBe(false);
    expect(at(desktop, '(400px < height <= 800px)')).toBe(true);
  });

  it('converts units: em and rem at 16 px, viewport units, physical units', () => {
    expect(at(desktop, '(max-width: 80em)')).toBe(true);
    expect(at(desktop, '(max-width: 79.9rem)')).toBe(false);
    expect(at(desktop, '(min-width: 13.3in)')).toBe(true);
    expect(at(desktop, '(min-width: 13.4in)')).toBe(false);
    expect(at(desktop, '(max-height: 100vh)')).toBe(true);
    expect(at(desktop, '(min-width: 0)')).toBe(true);
  });

  it('reads aspect ratios and orientation', () => {
    expect(at(desktop, '(min-aspect-ratio: 16/10)')).toBe(true);
    expect(at(desktop, '(min-aspect-ratio: 16 / 9)')).toBe(false);
    expect(at(desktop, '(aspect-ratio > 1.5)')).toBe(true);
    expect(at(desktop, '(orientation: landscape)')).toBe(true);
    expect(at(phone, '(orientation: portrait)')).toBe(true);
    expect(at(phone, '(orientation: landscape)')).toBe(false);
  });
});

describe('matchesMedia: everything else answers for the frame', () => {
  it('asks the browser for media types and other features, as written', () => {
    const { ask, asked } = browser();
    expect(matchesMedia('print', desktop, ask)).toBe(false);
    expect(matchesMedia('screen and (hover: hover) and (min-width: 900px)', desktop, ask)).toBe(true);
    expect(matchesMedia('(prefers-color-scheme: dark)', desktop, ask)).toBe(false);
    expect(matchesMedia('(hover)', desktop, ask)).toBe(true);
    expect(matchesMedia('all and (-ms-high-contrast: none)', desktop, ask)).toBe(false);
    expect(asked).toEqual(['print', 'screen', '(hover: hover)', '(prefers-color-scheme: dark)', '(hover)', '(-ms-high-contrast: none)']);
  });

  it('keeps "all" without asking', () => {
    const { ask, asked } = browser();
    expect(matchesMedia('all', desktop, ask)).toBe(true);
    expect(asked).toEqual([]);
  });
});

describe('matchesMedia: the logic of a query list', () => {
  it('matches an empty list, and a list when any of its queries matches', () => {
    expect(at(desktop, '')).toBe(true);
    expect(at(desktop, '(max-width: 500px), (min-width: 1200px)')).toBe(true);
    expect(at(desktop, '(max-width: 500px), print')).toBe(false);
  });

  it('reads not, and, or and nested conditions', () => {
    expect(at(desktop, 'not screen and (max-width: 992px)')).toBe(true);
    expect(at(phone, 'not screen and (max-width: 992px)')).toBe(false);
    expect(at(desktop, 'not (max-width: 992px)')).toBe(true);
    expect(at(desktop, '(max-width: 500px) or (pointer: fine)')).toBe(true);
    expect(at(desktop, '(max-width: 500px) or ((hover) and (min-width: 1000px))')).toBe(true);
    expect(at(desktop, '(not (hover)) or (max-height: 100px)')).toBe(false);
    expect(at(desktop, '(min-width: 1000px) and (max-width: 1300px) and (orientation: landscape)')).toBe(true);
  });

  it('does not match what CSS cannot read, and keeps reading the rest of the list', () => {
    expect(at(desktop, '(min-width: 1000px) and (hover) or (pointer: fine)')).toBe(false);
    expect(at(desktop, 'screen and (max-width: 500px) or (min-width: 1px)')).toBe(false);
    expect(at(desktop, '(min-width: 10 px)')).toBe(false);
    expect(at(desktop, '(min-width: 10)')).toBe(false);
    expect(at(desktop, '(min-width: 1px')).toBe(false);
    expect(at(desktop, '(min-orientation: portrait)')).toBe(false);
    expect(at(desktop, '(100px < width > 50px)')).toBe(false);
    expect(at(desktop, 'screen and, (min-width: 1px)')).toBe(true);
  });
});
