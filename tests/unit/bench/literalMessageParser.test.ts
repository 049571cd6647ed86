// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isLiteralElement, parse, TYPE } from '../../../src/runtime/literalMessageParser';

describe('literalMessageParser (the browser stand-in for the ICU parser)', () => {
  it('turns a plain message into one literal element', () => {
    expect(parse('Edit this page')).toEqual([{ type: TYPE.literal, value: 'Edit this page' }]);
    expect(isLiteralElement(parse('概览')[0])).toBe(true);
  });

  it('refuses ICU syntax, which must have been parsed at build time', () => {
    expect(() => parse('{count} results')).toThrow(/not parsed at build time/);
    expect(() => parse("it's")).toThrow(/not parsed at build time/);
    expect(() => parse('<b>bold</b>')).toThrow(/not parsed at build time/);
  });
});
