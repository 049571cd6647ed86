// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { targetPresetEnv, targets } from '../../../plugins/performance';
import { ungroupChunks } from '../../../plugins/ungroupChunks.cjs';

describe('ungroupChunks (loader that gives each demo and page data its own chunk)', () => {
  it('drops the chunk names dumi gives to demos and to page data', () => {
    const source = [
      `component: React.memo(React.lazy(() => import( /* webpackChunkName: "demos" */ '/docs/demo/demos/basic.tsx?techStack=react'))),`,
      `getter: () => import(/* webpackChunkName: "meta__docs" */'/docs/demo/basic.md?type=demo')`,
      `textGetter: () => import(/* webpackChunkName: "meta__docs__zh-CN" */'/docs/index.zh-CN.md?type=text'),`,
    ].join('\n');
    expect(ungroupChunks(source)).toBe(
      [
        `component: React.memo(React.lazy(() => import( '/docs/demo/demos/basic.tsx?techStack=react'))),`,
        `getter: () => import('/docs/demo/basic.md?type=demo')`,
        `textGetter: () => import('/docs/index.zh-CN.md?type=text'),`,
      ].join('\n'),
    );
  });

  it('keeps every other chunk name', () => {
    const source = `import(/* webpackChunkName: "nm__dumi__theme-default__layouts__DocLayout__index" */ 'x')`;
    expect(ungroupChunks(source)).toBe(source);
  });
});

describe('targetPresetEnv (browser targets reach babel preset-env)', () => {
  it("puts the site's targets into umi's babel preset options and keeps the rest", () => {
    const options = {
      sourceType: 'unambiguous',
      presets: [['/babel-preset-umi', { presetEnv: { bugfixes: true }, presetReact: {} }], '/other-preset'],
    };
    expect(targetPresetEnv(options)).toEqual({
      sourceType: 'unambiguous',
      presets: [
        ['/babel-preset-umi', { presetEnv: { bugfixes: true, targets }, presetReact: {} }],
        '/other-preset',
      ],
    });
  });

  it('does not change the options it was given (shared between webpack rules)', () => {
    const presetOptions = { presetEnv: {} };
    targetPresetEnv({ presets: [['/babel-preset-umi', presetOptions]] });
    expect(presetOptions).toEqual({ presetEnv: {} });
  });
});
