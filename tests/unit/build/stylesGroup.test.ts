// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isStylesheet, withStylesheetsOnly } from '../../../plugins/bundle/stylesGroup';

const moduleAt = (resource: string) => ({
  resource,
  nameForCondition: () => resource.replace(/\?.*$/, ''),
});

describe('stylesGroup (stylesheets, not source texts, in the entry chunk)', () => {
  it('takes stylesheets, and leaves the texts dumi imports with ?dumi-raw', () => {
    expect(isStylesheet(moduleAt('/site/node_modules/rc-select/assets/index.css'))).toBe(true);
    expect(isStylesheet(moduleAt('/site/src/theme/Previewer/index.less'))).toBe(true);
    expect(isStylesheet(moduleAt('/site/docs/demo/demos/size-changer.css'))).toBe(true);
    expect(isStylesheet(moduleAt('/site/docs/demo/demos/size-changer.css?dumi-raw'))).toBe(false);
    expect(isStylesheet(moduleAt('/site/docs/demo/demos/styles.css?foo=1&dumi-raw'))).toBe(false);
    expect(isStylesheet(moduleAt('/site/docs/demo/demos/basic.tsx?dumi-raw'))).toBe(false);
    expect(isStylesheet(moduleAt('/site/src/search/documents.ts'))).toBe(false);
    // mini-css-extract's CSS modules have a name but no resource
    expect(isStylesheet({ nameForCondition: () => '/site/docs/demo/demos/styles.css' })).toBe(true);
  });

  it("replaces only the test of umi's styles group", () => {
    const styles = { name: 'umi', test: /\.(less|css|scss|sass)$/, chunks: 'all', enforce: true };
    const framework = { name: 'framework' };
    const config = withStylesheetsOnly({
      target: 'web',
      optimization: { minimize: true, splitChunks: { cacheGroups: { styles, framework } } },
    });
    expect(config.optimization.minimize).toBe(true);
    const groups: Record<string, unknown> = config.optimization.splitChunks.cacheGroups;
    expect(groups.framework).toBe(framework);
    expect(groups.styles).toEqual({ ...styles, test: isStylesheet });
  });

  it('leaves a build without the group as it is, for the plugin to report', () => {
    const config = { target: 'web', optimization: { splitChunks: { cacheGroups: {} } } };
    expect(withStylesheetsOnly(config)).toBe(config);
    const off = { optimization: { splitChunks: false as const } };
    expect(withStylesheetsOnly(off)).toBe(off);
  });
});
