// @vitest-environment node
import fs from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { buildCodePenData } from '../../../src/export/codepen';
import { buildDemoProject } from '../../../src/export/project';
import { assetOnRelease } from '../../../src/export/release';
import { DEFAULT_RELEASE, RELEASES } from '../../../src/versions/releases';
import { SITE_ROOT } from './compileProjects';
import { assetFromDemoFile, listDemoFiles } from './demoAssets';

/**
 * An export on a release pins what that release runs with, as the site installs it:
 * the release, its util package at the version npm resolved for the installed alias, and
 * rc-select at the site's version only where the demo imports it. Every package path the
 * exported code imports exists in the installed release.
 */
/** `5.44.4` within `^5.38.0`: the same major, not older (every util range of a release is a caret range). */
function withinCaret(version: string, range: string): boolean {
  const [major, ...rest] = version.split('.').map(Number);
  const [baseMajor, ...baseRest] = range.replace(/^\^/, '').split('.').map(Number);
  if (!range.startsWith('^') || major !== baseMajor) return false;
  const newer = rest.findIndex((part, index) => part !== baseRest[index]);
  return newer === -1 || rest[newer]! > baseRest[newer]!;
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const modules = path.join(SITE_ROOT, 'node_modules');
const installedRcSelect = readJson(path.join(modules, 'rc-select/package.json')).version;
const demoFiles = listDemoFiles().filter((file) => !file.includes('.zh-CN.') && file !== 'throws.tsx');
/** the demo or a local module it imports names rc-select (its Select, its stylesheet) */
const importsRcSelect = (file: string) =>
  Object.values(assetFromDemoFile(file).dependencies).some(
    (dependency) => dependency.type === 'FILE' && /from ['"]rc-select['"/]|import ['"]rc-select\//.test(dependency.value),
  );

describe.each(RELEASES)('exports on $pkg $version', (release) => {
  const aliasDir = path.join(modules, release.alias);
  const aliasManifest = readJson(path.join(aliasDir, 'package.json'));
  // what npm installed for the alias: its own node_modules first, then the site's
  const utilManifest = readJson(require.resolve(`${release.util.name}/package.json`, { paths: [aliasDir] }));

  it("names the util package the installed release depends on, at the version npm resolved for it", () => {
    expect(aliasManifest.dependencies[release.util.name], 'the range the release asks for').toBeDefined();
    expect(utilManifest.version).toBe(release.util.version);
    expect(withinCaret(release.util.version, aliasManifest.dependencies[release.util.name])).toBe(true);
  });

  it.each(demoFiles)('%s: pins exactly the release, its util package (not on 4.0.4), React, and rc-select where imported', (file) => {
    const asset = assetOnRelease(assetFromDemoFile(file), release.id);
    const manifest = JSON.parse(buildDemoProject({ asset, title: file }, 'flat').files['package.json'] ?? '{}');
    const expected: Record<string, string> = {
      react: expect.any(String) as unknown as string,
      'react-dom': expect.any(String) as unknown as string,
      [release.pkg]: release.version,
    };
    // 4.0.4's export is the site's own (react, react-dom, rc-pagination, rc-select where imported)
    const pinsUtil = release.id !== DEFAULT_RELEASE;
    if (pinsUtil) expected[release.util.name] = utilManifest.version;
    if (importsRcSelect(file)) expected['rc-select'] = installedRcSelect;
    expect(manifest.dependencies).toEqual(expected);

    const pen = buildCodePenData({ asset });
    const urls = [...pen.js.matchAll(/'(https:\/\/esm\.sh\/[^']+)'/g), ...pen.html.matchAll(/href="(https:\/\/esm\.sh\/[^"]+)"/g)].map(
      (match) => match[1]!,
    );
    const componentUrls = urls.filter((url) => url.startsWith(`https://esm.sh/${release.pkg}@${release.version}`));
    expect(componentUrls.length, 'the release on esm.sh').toBeGreaterThan(0);
    for (const url of componentUrls.filter((candidate) => !candidate.endsWith('.css'))) {
      expect(url.includes(`${release.util.name}@${release.util.version}`), url).toBe(pinsUtil);
    }
    expect(urls.some((url) => url.startsWith(`https://esm.sh/rc-select@${installedRcSelect}`))).toBe(importsRcSelect(file));

    // each path of the release the exported code imports (locales, the stylesheet) is installed
    const code = Object.values(asset.dependencies).flatMap((dependency) => (dependency.type === 'FILE' ? [dependency.value] : []));
    const subpaths = code.flatMap((source) =>
      [...source.matchAll(new RegExp(`['"]${release.pkg.replace('/', '\\/')}/([^'"]+)['"]`, 'g'))].map((match) => match[1]!),
    );
    for (const subpath of subpaths) {
      const candidates = [subpath, `${subpath}.js`, `${subpath}.d.ts`].map((candidate) => path.join(aliasDir, candidate));
      expect(candidates.some((candidate) => fs.existsSync(candidate)), `${release.pkg}/${subpath}`).toBe(true);
    }
  });
});
