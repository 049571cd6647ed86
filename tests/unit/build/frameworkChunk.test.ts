// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addFrameworkScript, withFrameworkChunk, withPackagesInTheirChunks } from '../../../plugins/bundle/frameworkChunk';

describe('frameworkChunk (React in a script of its own)', () => {
  it("adds the framework script right before umi's entry, at the root and under a sub-path", () => {
    const page = '<body><div id="root"></div><script src="/umi.054f4ccc.js"></script></body>';
    expect(addFrameworkScript(page, '/framework.1a2b3c4d.js')).toBe(
      '<body><div id="root"></div><script src="/framework.1a2b3c4d.js"></script><script src="/umi.054f4ccc.js"></script></body>',
    );
    const sub = '<script src="/pagination/umi.054f4ccc.js"></script>';
    expect(addFrameworkScript(sub, '/pagination/framework.1a2b3c4d.js')).toBe(
      '<script src="/pagination/framework.1a2b3c4d.js"></script><script src="/pagination/umi.054f4ccc.js"></script>',
    );
  });

  it('leaves a page without the entry script, or with the framework script already, alone', () => {
    expect(addFrameworkScript('<p>no scripts</p>', '/framework.1.js')).toBe('<p>no scripts</p>');
    const listed =
      '<script src="/framework.1a2b3c4d.js"></script><script src="/preload_helper.9.js"></script><script src="/umi.054f4ccc.js"></script>';
    expect(addFrameworkScript(listed, '/framework.1a2b3c4d.js')).toBe(listed);
  });

  it("adds the framework group and keeps the other cache groups (umi's SSR styles group)", () => {
    const styles = { name: 'umi', test: /\.css$/, chunks: 'all' };
    const config = withFrameworkChunk({
      target: 'web',
      optimization: { minimize: true, splitChunks: { cacheGroups: { styles } } },
    });
    expect(config.optimization.minimize).toBe(true);
    const groups: Record<string, unknown> = config.optimization.splitChunks.cacheGroups;
    expect(groups.styles).toBe(styles);
    const framework = groups.framework as { test: RegExp; chunks: string; name: string };
    expect(framework).toMatchObject({ name: 'framework', chunks: 'initial' });
    expect(framework.test.test('/app/node_modules/react-dom/cjs/react-dom.production.min.js')).toBe(true);
    expect(framework.test.test('/app/node_modules/scheduler/index.js')).toBe(true);
    expect(framework.test.test('/app/node_modules/react-intl/index.js')).toBe(false);
    expect(framework.test.test('/app/node_modules/rc-pagination/lib/index.js')).toBe(false);
  });

  it("keeps Prism and MiniSearch out of webpack's vendor group, every other package in it", () => {
    const config = withPackagesInTheirChunks(withFrameworkChunk({ target: 'web', optimization: { splitChunks: { cacheGroups: {} } } }));
    const groups: Record<string, unknown> = config.optimization.splitChunks.cacheGroups;
    expect(groups.framework).toBeDefined();
    const vendors = groups.defaultVendors as { test: RegExp; priority: number };
    expect(vendors.priority).toBe(-10);
    expect(vendors.test.test('/app/node_modules/prismjs/components/prism-core.js')).toBe(false);
    expect(vendors.test.test('C:\\app\\node_modules\\minisearch\\dist\\es\\index.js')).toBe(false);
    expect(vendors.test.test('/app/node_modules/rc-select/lib/index.js')).toBe(true);
    expect(vendors.test.test('/app/node_modules/prismjs-extra/index.js')).toBe(true);
    expect(vendors.test.test('/app/src/theme/SourceCode/prism/index.ts')).toBe(false);
  });
});
