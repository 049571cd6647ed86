// @vitest-environment node
import fs from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import markSiteStylesheetLoader from '../../../plugins/patches/markSiteStylesheet.cjs';
import { SITE_STYLESHEET_CONDITION } from '../../../src/sandbox/siteStylesheet';

const { markSiteStylesheet } = markSiteStylesheetLoader;
const installed = fs.readFileSync(path.resolve(__dirname, '../../../node_modules/rc-pagination/assets/index.css'), 'utf8');

describe("rc-pagination 4.0.4's stylesheet, marked for the sandbox frames", () => {
  it('keeps every rule, inside one @supports block with the condition the frame looks for', () => {
    const marked = markSiteStylesheet(installed, SITE_STYLESHEET_CONDITION);
    expect(marked.startsWith(`@supports ${SITE_STYLESHEET_CONDITION} {\n`)).toBe(true);
    expect(marked).toContain(installed);
    expect(marked.trimEnd().endsWith('}')).toBe(true);
  });

  it('leaves a stylesheet it could not nest (an @import) unchanged, which fails the loader', () => {
    const withImport = `@import url(other.css);\n${installed}`;
    expect(markSiteStylesheet(withImport, SITE_STYLESHEET_CONDITION)).toBe(withImport);
  });

  it('is a condition every browser meets: a custom property test', () => {
    expect(SITE_STYLESHEET_CONDITION).toMatch(/^\(--[\w-]+: [\w-]+\)$/);
  });
});
