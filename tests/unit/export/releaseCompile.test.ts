// @vitest-environment node
import fs from 'fs';
import os from 'os';
import path from 'path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoProject } from '../../../src/export/project';
import { assetOnRelease } from '../../../src/export/release';
import { listDemoFiles as filesOf } from '../../../src/codeView/files';
import { editedAsset } from '../../../src/liveDemo/edits';
import { notesForCode } from '../../../src/versions/notes';
import { hasSizeChangerRender, sizeChangerForm } from '../../../src/versions/sizeChangerForm';
import { RELEASES } from '../../../src/versions/releases';
import { bundle, SITE_ROOT, typeCheck, writeProject, type ProjectOnDisk } from './compileProjects';
import { assetFromDemoFile, listDemoFiles } from './demoAssets';

/**
 * Exported on a later release, a demo pins that release and compiles against it: each
 * release gets a node_modules of its own, the site's with rc-pagination (and
 * @rc-component/pagination) pointing at the release's installed alias.
 */
const others = RELEASES.filter((release) => release.alias !== 'rc-pagination');
const siteModules = path.join(SITE_ROOT, 'node_modules');
let workDir = '';

/** The site's node_modules, as links, with the release's package under its real name. */
function releaseModules(dir: string, alias: string, pkg: string) {
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of fs.readdirSync(siteModules)) {
    if (entry === 'rc-pagination' || entry === '@rc-component' || entry === '.bin') continue;
    fs.symlinkSync(path.join(siteModules, entry), path.join(dir, entry), 'dir');
  }
  fs.mkdirSync(path.join(dir, '@rc-component'));
  for (const entry of fs.readdirSync(path.join(siteModules, '@rc-component'))) {
    fs.symlinkSync(path.join(siteModules, '@rc-component', entry), path.join(dir, '@rc-component', entry), 'dir');
  }
  // the 4.x and 5.x demos keep importing 'rc-pagination'; 1.x renames the imports
  const target = pkg === 'rc-pagination' ? path.join(dir, 'rc-pagination') : path.join(dir, pkg);
  fs.symlinkSync(path.join(siteModules, alias), target, 'dir');
}

beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-release-'));
});
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

const demoFiles = listDemoFiles().filter((file) => !file.includes('.zh-CN.') && file !== 'throws.tsx');

/** A demo as written, or on a release with sizeChangerRender its 5.x form if it has one. */
function demoOn(file: string, release: (typeof RELEASES)[number]['id'], modern: string[]) {
  const asset = assetFromDemoFile(file);
  const form = hasSizeChangerRender(release) ? sizeChangerForm(filesOf(asset), asset.entry ?? 'index.tsx') : null;
  if (!form) return asset;
  modern.push(file);
  const edits = Object.fromEntries(Object.entries(form).map(([name, code]) => [name, { language: 'ts' as const, code }]));
  return editedAsset(asset, edits, (code) => code);
}

describe.each(others)('exported on $pkg $version', { timeout: 240_000 }, (release) => {
  it('pins the release and type-checks and bundles every demo that uses nothing it lacks', async () => {
    const dir = path.join(workDir, release.id);
    releaseModules(path.join(dir, 'node_modules'), release.alias, release.pkg);
    const projects: ProjectOnDisk[] = [];
    const noted: string[] = [];
    const modern: string[] = [];
    for (const file of demoFiles) {
      const asset = assetOnRelease(demoOn(file, release.id, modern), release.id);
      const sources = Object.values(asset.dependencies).filter((dependency) => dependency.type === 'FILE');
      if (notesForCode(sources.map((source) => source.value), release.id).length) {
        noted.push(file);
        continue;
      }
      const project = buildDemoProject({ asset, title: file }, 'create-react-app');
      const manifest = JSON.parse(project.files['package.json'] ?? '{}');
      expect(manifest.dependencies[release.pkg], file).toBe(release.version);
      if (release.pkg !== 'rc-pagination') expect(manifest.dependencies['rc-pagination'], file).toBeUndefined();
      const onDisk = { name: file.replace(/\.tsx$/, ''), files: project.files, entryFile: project.entryFile };
      writeProject(dir, onDisk);
      projects.push(onDisk);
    }
    const { config } = ts.readConfigFile(path.join(dir, projects[0]!.name, 'tsconfig.json'), ts.sys.readFile);
    const options = { ...ts.parseJsonConfigFileContent(config, ts.sys, path.join(dir, projects[0]!.name)).options, types: [] };
    expect(Object.fromEntries(typeCheck(dir, projects, options))).toEqual({});
    const { problems, outputs } = await bundle(dir, projects);
    expect(Object.fromEntries(problems)).toEqual({});
    for (const project of projects) expect(outputs.get(project.name), project.name).toContain('createRoot');
    // the Sizer demos pass selectComponentClass, which 5.x no longer has: their 5.x form, with
    // sizeChangerRender, is what compiles there, and no demo is left with a note
    if (release.version !== '4.3.0') {
      expect(modern).toContain('sizer.tsx');
      expect(noted).toEqual([]);
    }
  });
});
