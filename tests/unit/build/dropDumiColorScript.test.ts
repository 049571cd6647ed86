import path from 'path';
import type { IApi } from 'dumi';
import { describe, expect, it } from 'vitest';
import dropDumiColorScript from '../../../plugins/patches/dropDumiColorScript';

const THEME = path.join('/repo/node_modules/dumi/dist/features/theme/index.js');
const ROUTES = path.join('/repo/node_modules/dumi/dist/features/routes.js');

function fakeApi(pluginPaths: string[]) {
  let onCheck: () => void = () => {};
  const hooks = {
    addEntryCodeAhead: pluginPaths.map((p) => ({ plugin: { path: p } })),
    addEntryImports: [{ plugin: { path: THEME } }],
  };
  const api = { service: { hooks }, onCheck: (fn: () => void) => (onCheck = fn) };
  dropDumiColorScript(api as unknown as IApi);
  return { hooks, runCheck: () => onCheck() };
}

describe('dropDumiColorScript', () => {
  it("removes only the entry code added by dumi's theme feature", () => {
    const { hooks, runCheck } = fakeApi([ROUTES, THEME]);
    runCheck();
    expect(hooks.addEntryCodeAhead.map((hook) => hook.plugin.path)).toEqual([ROUTES]);
    expect(hooks.addEntryImports).toHaveLength(1);
  });

  it('fails the build when dumi no longer adds that script where expected', () => {
    const { runCheck } = fakeApi([ROUTES]);
    expect(runCheck).toThrow(/expected 1 colour entry script/);
  });
});
