// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startAfterFirstPaint, startUpScript, withFrameworkChunk, withPackagesInTheirChunks } from '../../../plugins/bundle/frameworkChunk';

describe('frameworkChunk (React in a script of its own)', () => {
  it('preloads the framework and the entry from the head and adds them from an inline script, at the root and under a sub-path', () => {
    for (const base of ['/', '/pagination/']) {
      const page = `<head><title>t</title></head><body><div id="root"></div><script src="${base}umi.054f4ccc.js" async=""></script></body>`;
      const html = startAfterFirstPaint(page, `${base}framework.1a2b3c4d.js`);
      expect(html).toBe(
        '<head><title>t</title>' +
          `<link rel="preload" href="${base}framework.1a2b3c4d.js" as="script">` +
          `<link rel="preload" href="${base}umi.054f4ccc.js" as="script"></head>` +
          `<body><div id="root"></div><script>${startUpScript([`${base}framework.1a2b3c4d.js`, `${base}umi.054f4ccc.js`])}</script></body>`,
      );
    }
  });

  it('leaves a page without the entry script, or with the framework script already, alone', () => {
    expect(startAfterFirstPaint('<p>no scripts</p>', '/framework.1.js')).toBe('<p>no scripts</p>');
    const listed =
      '<script src="/framework.1a2b3c4d.js"></script><script src="/preload_helper.9.js"></script><script src="/umi.054f4ccc.js"></script>';
    expect(startAfterFirstPaint(listed, '/framework.1a2b3c4d.js')).toBe(listed);
  });

  /** Runs the start-up script against a stand-in document; returns what it added, and the frame and timer queues. */
  function runStartUp(sources: string[], visibilityState: string) {
    const added: { src: string; async: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      visibilityState,
      createElement: () => ({ src: '', async: true }),
      body: { appendChild: (script: { src: string; async: boolean }) => added.push({ ...script }) },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', startUpScript(sources))(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    return { added, frames, timers };
  }

  it('adds the scripts in order, not async, only in the task after the next frame', () => {
    const { added, frames, timers } = runStartUp(['/framework.1.js', '/umi.2.js'], 'visible');
    expect(added).toEqual([]);
    frames.splice(0).forEach((frame) => frame());
    expect(added).toEqual([]);
    timers.splice(0).forEach((timer) => timer());
    expect(added).toEqual([
      { src: '/framework.1.js', async: false },
      { src: '/umi.2.js', async: false },
    ]);
  });

  it('starts a hidden page at once, as it draws no frame', () => {
    const { added, frames } = runStartUp(['/framework.1.js', '/umi.2.js'], 'hidden');
    expect(frames).toEqual([]);
    expect(added.map((script) => script.src)).toEqual(['/framework.1.js', '/umi.2.js']);
  });

  it('cannot be ended early by a base path', () => {
    const script = startUpScript(['/a</script><script>alert(1)//framework.1.js']);
    expect(script).not.toContain('<');
    const { added } = runStartUp(['/a</script>/umi.2.js'], 'hidden');
    expect(added[0].src).toBe('/a</script>/umi.2.js');
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
