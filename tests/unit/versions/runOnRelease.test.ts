import { describe, expect, it } from 'vitest';
import { frameModuleScope } from '../../../src/sandbox/runner/scope';

describe("the frame's module scope on another release", () => {
  const requestLocale = async (id: string) => ({ id });
  const part = { pagination: { default: 'release 1.5.0' }, css: '' };

  it('answers both package names, their stylesheet and every locale path with the release', async () => {
    const scope = frameModuleScope(requestLocale, part);
    expect(await scope.loaders['rc-pagination']!()).toBe(part.pagination);
    expect(await scope.loaders['@rc-component/pagination']!()).toBe(part.pagination);
    expect(scope.loaders['@rc-component/pagination/assets/index.css']).toBeDefined();
    expect(scope.families.map((family) => family.prefix)).toContain('@rc-component/pagination/locale/');
    expect(scope.families.map((family) => family.prefix)).toContain('rc-pagination/lib/locale/');
  });

  it("answers a locale only the release ships from its part, and 4.0.4's from the page", async () => {
    const teIN = { items_per_page: '/ పేజీ' };
    const scope = frameModuleScope(requestLocale, { ...part, locales: { te_IN: teIN } });
    const family = scope.families.find((one) => one.prefix === '@rc-component/pagination/lib/locale/')!;
    expect(family.names).toContain('te_IN');
    expect(family.names).toContain('en_US');
    expect(await family.load('te_IN')).toEqual({ __esModule: true, default: teIN });
    expect(await family.load('en_US')).toEqual({ __esModule: true, default: { id: 'en_US' } });
    // a part's name that is not a locale file name of its own is not offered twice or from elsewhere
    expect(frameModuleScope(requestLocale).families[0]!.names).not.toContain('te_IN');
  });

  it('keeps the default scope as it was: rc-pagination 4.0.4 by its one name', async () => {
    const scope = frameModuleScope(requestLocale);
    expect(await scope.loaders['rc-pagination']!()).not.toBe(part.pagination);
    expect(scope.loaders['@rc-component/pagination']).toBeUndefined();
    expect(scope.families.map((family) => family.prefix)).toEqual(['rc-pagination/lib/locale/']);
  });
});
