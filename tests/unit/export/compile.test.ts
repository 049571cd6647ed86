// @vitest-environment node
import type { Plugin } from 'esbuild';
import fs from 'fs';
import os from 'os';
import path from 'path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCodePenData } from '../../../src/export/codepen';
import { buildDemoProject, type ProjectLayout } from '../../../src/export/project';
import { bundle, SITE_ROOT, typeCheck, writeProject, type ProjectOnDisk } from './compileProjects';
import { assetFromDemoFile, assetOf, listDemoFiles } from './demoAssets';
import { RC_PAGINATION, REACT } from '../../pinned';

let workDir = '';
beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-compile-'));
  // the exported projects resolve their packages to the versions installed for the site
  fs.symlinkSync(path.join(SITE_ROOT, 'node_modules'), path.join(workDir, 'node_modules'), 'dir');
});
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

const demoFiles = listDemoFiles();
const projectName = (file: string, layout: ProjectLayout) =>
  `${file.replace(/\.tsx$/, '')}--${layout}`;

function exportProject(
  name: string,
  asset: ReturnType<typeof assetOf>,
  layout: ProjectLayout,
): ProjectOnDisk {
  const project = buildDemoProject({ asset, title: name }, layout);
  const onDisk = { name, files: project.files, entryFile: project.entryFile };
  writeProject(workDir, onDisk);
  return onDisk;
}

/** The compiler options the exported tsconfig.json gives, as TypeScript reads them. */
function exportedCompilerOptions(project: ProjectOnDisk): ts.CompilerOptions {
  const dir = path.join(workDir, project.name);
  const { config } = ts.readConfigFile(path.join(dir, 'tsconfig.json'), ts.sys.readFile);
  // the site's own @types (node, …) are not part of an exported project
  return { ...ts.parseJsonConfigFileContent(config, ts.sys, dir).options, types: [] };
}

/**
 * The flat layout has no tsconfig: StackBlitz applies its own. Checking it with the classic
 * JSX transform proves the files work even where JSX compiles to React.createElement.
 */
function flatCompilerOptions(craOptions: ts.CompilerOptions): ts.CompilerOptions {
  return { ...craOptions, jsx: ts.JsxEmit.React };
}

async function compile(projects: ProjectOnDisk[], options: ts.CompilerOptions) {
  const typeErrors = typeCheck(workDir, projects, options);
  const { problems: bundleErrors, outputs } = await bundle(workDir, projects);
  return { typeErrors, bundleErrors, outputs };
}

// compiling every demo twice takes ~20 s alone; leave room for a busy machine
describe('exported projects compile against the pinned packages', { timeout: 240_000 }, () => {
  it('type-checks and bundles every demo in both layouts', async () => {
    const cra = demoFiles.map((file) =>
      exportProject(
        projectName(file, 'create-react-app'),
        assetFromDemoFile(file),
        'create-react-app',
      ),
    );
    const flat = demoFiles.map((file) =>
      exportProject(projectName(file, 'flat'), assetFromDemoFile(file), 'flat'),
    );
    const craOptions = exportedCompilerOptions(cra[0]);
    for (const project of cra) expect(exportedCompilerOptions(project)).toEqual(craOptions);

    const craResult = await compile(cra, craOptions);
    const flatResult = await compile(flat, flatCompilerOptions(craOptions));
    expect(Object.fromEntries(craResult.typeErrors)).toEqual({});
    expect(Object.fromEntries(craResult.bundleErrors)).toEqual({});
    expect(Object.fromEntries(flatResult.typeErrors)).toEqual({});
    expect(Object.fromEntries(flatResult.bundleErrors)).toEqual({});
    for (const project of [...cra, ...flat]) {
      const output = craResult.outputs.get(project.name) ?? flatResult.outputs.get(project.name);
      expect(output, project.name).toContain('createRoot');
      if (
        Object.values(project.files).some((f) => f.includes("'rc-pagination/assets/index.css'"))
      ) {
        expect(output, project.name).toContain('.rc-pagination-item');
      }
    }
  });

  it('covers the demos a visitor is told to paste, found by listing the demo folder', () => {
    expect(demoFiles).toEqual(
      expect.arrayContaining(['item-render-links.tsx', 'item-render-links.zh-CN.tsx', 'size-changer-wrapper.tsx']),
    );
  });

  it('fails for a demo that would not build', async () => {
    const broken = {
      types:
        "import React from 'react';\nimport Pagination from 'rc-pagination';\nexport default () => <Pagination total=\"many\" />;\n",
      import:
        "import React from 'react';\nimport Missing from 'rc-pagination/not-there';\nexport default () => <Missing />;\n",
      syntax: "import React from 'react';\nexport default () => <div>;\n",
    };
    const projects = Object.entries(broken).map(([name, source]) =>
      exportProject(
        `broken-${name}`,
        assetOf({ 'index.tsx': source }, { react: REACT, 'rc-pagination': RC_PAGINATION }),
        'create-react-app',
      ),
    );
    const { typeErrors, bundleErrors } = await compile(
      projects,
      exportedCompilerOptions(projects[0]),
    );
    expect(typeErrors.get('broken-types')?.join('\n')).toMatch(/not assignable to type 'number'/);
    expect(typeErrors.get('broken-import')?.join('\n')).toMatch(
      /Cannot find module 'rc-pagination\/not-there'/,
    );
    expect(typeErrors.get('broken-syntax')).toBeDefined();
    expect(bundleErrors.get('broken-import')?.join('\n')).toMatch(/rc-pagination\/not-there/);
    expect(bundleErrors.get('broken-syntax')).toBeDefined();
  });
});

/** Maps a pen's esm.sh URLs back to the installed packages, refusing other versions. */
function installedPackagesForCdn(): Plugin {
  return {
    name: 'esm-sh-to-node-modules',
    setup(builder) {
      builder.onResolve({ filter: /^https:\/\/esm\.sh\// }, async ({ path: url, resolveDir }) => {
        const match = /^https:\/\/esm\.sh\/((?:@[^/@]+\/)?[^/@?]+)@([^/?]+)([^?]*)/.exec(url);
        if (!match) return { errors: [{ text: `Unexpected CDN URL ${url}` }] };
        const [, name, version, subpath] = match;
        const manifest = path.join(SITE_ROOT, 'node_modules', name, 'package.json');
        const installed = JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
        if (installed !== version) {
          return {
            errors: [{ text: `${url} asks for ${name}@${version}, ${installed} is pinned` }],
          };
        }
        const resolved = await builder.resolve(`${name}${subpath}`, {
          kind: 'import-statement',
          resolveDir,
        });
        return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path };
      });
    },
  };
}

/** Writes each asset's pen and bundles them together, as CodePen's Babel would compile them. */
async function bundlePens(assets: Record<string, ReturnType<typeof assetOf>>) {
  const pens = Object.entries(assets).map(([name, asset]) => {
    const data = buildCodePenData({ asset, title: name });
    const onDisk = { name, files: { 'pen.jsx': data.js }, entryFile: 'pen.jsx' };
    writeProject(workDir, onDisk);
    return { onDisk, html: data.html };
  });
  const { problems } = await bundle(
    workDir,
    pens.map((pen) => pen.onDisk),
    [installedPackagesForCdn()],
  );
  const missingSheets = pens.flatMap(({ html }) =>
    [...html.matchAll(/href="https:\/\/esm\.sh\/([^"]+)"/g)]
      .map((m) => m[1].replace(/@\d[^/]*/, ''))
      .filter((file) => !fs.existsSync(path.join(SITE_ROOT, 'node_modules', file))),
  );
  return { problems, missingSheets };
}

describe('exported pens bundle against the pinned packages', () => {
  it('resolves every pen import and stylesheet to the installed version', async () => {
    const assets = Object.fromEntries(
      demoFiles.map((file) => [`pen-${file.replace(/\.tsx$/, '')}`, assetFromDemoFile(file)]),
    );
    const { problems, missingSheets } = await bundlePens(assets);
    expect(Object.fromEntries(problems)).toEqual({});
    expect(missingSheets).toEqual([]);
  });

  it('fails for a pen that asks for another version', async () => {
    const source =
      "import React from 'react';\nimport Pagination from 'rc-pagination';\nexport default () => <Pagination />;\n";
    const { problems } = await bundlePens({
      'pen-stale': assetOf({ 'index.tsx': source }, { react: '18.2.0', 'rc-pagination': '4.0.3' }),
    });
    expect([...problems.values()].flat().join('\n')).toMatch(
      /rc-pagination@4\.0\.3, 4\.0\.4 is pinned/,
    );
  });
});
