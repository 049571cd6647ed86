import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  gradientStops,
  inPageSource,
  over,
  parseColour,
  requiredRatio,
} from '../../e2e/looks/contrast';

describe('parseColour', () => {
  it('reads computed colours with commas, spaces and alpha', () => {
    expect(parseColour('rgb(48, 54, 63)')).toEqual([48, 54, 63, 1]);
    expect(parseColour('rgba(0, 0, 0, 0.45)')).toEqual([0, 0, 0, 0.45]);
    expect(parseColour('rgb(0 0 0 / 50%)')).toEqual([0, 0, 0, 0.5]);
    expect(parseColour('transparent')).toEqual([0, 0, 0, 0]);
  });

  it('refuses what it cannot read instead of guessing', () => {
    expect(parseColour('oklch(0.7 0.1 200)')).toBeNull();
    expect(parseColour('rgb(nope)')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio([0, 0, 0, 1], [255, 255, 255, 1])).toBeCloseTo(21, 5);
    expect(contrastRatio([9, 88, 217, 1], [9, 88, 217, 1])).toBe(1);
  });

  it("measures the size changer's dark-mode value on the demo's white box at 1.66:1", () => {
    // --site-text in dark mode (#c6c9cd) on size-changer.css's #fff: unreadable, the kind of text the sweep must report
    expect(contrastRatio(parseColour('rgb(198, 201, 205)')!, [255, 255, 255, 1])).toBeCloseTo(1.66, 2);
  });
});

describe('over', () => {
  it('composites a semi-transparent layer over what lies below', () => {
    expect(over([0, 0, 0, 0.5], [255, 255, 255, 1])).toEqual([127.5, 127.5, 127.5, 1]);
    expect(over([10, 20, 30, 1], [255, 255, 255, 1])).toEqual([10, 20, 30, 1]);
    expect(over([0, 0, 0, 0], [0, 0, 0, 0])).toEqual([0, 0, 0, 0]);
  });
});

describe('requiredRatio', () => {
  it('asks 3:1 of large text (24 px, or 18.66 px bold) and 4.5:1 of the rest', () => {
    expect(requiredRatio(24, 400)).toBe(3);
    expect(requiredRatio(18.6667, 700)).toBe(3);
    expect(requiredRatio(18.6667, 600)).toBe(4.5);
    expect(requiredRatio(16, 700)).toBe(4.5);
  });
});

describe('gradientStops', () => {
  it('lists the colours of a computed gradient', () => {
    expect(gradientStops('linear-gradient(rgb(1, 2, 3) 0%, rgba(4, 5, 6, 0.5) 100%)')).toEqual([
      'rgb(1, 2, 3)',
      'rgba(4, 5, 6, 0.5)',
    ]);
    expect(gradientStops('none')).toEqual([]);
  });
});

describe('inPageSource', () => {
  it('is one self-contained expression: the sweep and every helper it calls', () => {
    const source = inPageSource('.x');
    for (const name of ['parseColour', 'over', 'contrastRatio', 'requiredRatio', 'gradientStops', 'luminance']) {
      expect(source).toContain(`function ${name}(`);
    }
    expect(() => new Function(`return ${source}`)).not.toThrow();
  });
});
