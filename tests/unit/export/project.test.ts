// @vitest-environment node
import fs from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { normalizeLocalPath } from '../../../src/export/demoAsset';
import { resolveDependencies, resolveVersion } from '../../../src/export/dependencies';
import { htmlToPlainText } from '../../../src/export/meta';
import { MISSING_DECLARATIONS } from '../../../src/export/missingTypes';
import { buildDemoProject } from '../../../src/export/project';
import { PINNED_TYPE_VERSIONS, PINNED_VERSIONS } from '../../../src/export/versions';
import { assetFromDemoFile, assetFromSource, assetOf, listDemoFiles } from './demoAssets';
import { PINNED, RC_SELECT, REACT } from '../../pinned';

const EXPECTED_PINS = PINNED;
const demoFiles = listDemoFiles();
const installedVersion = (name: string): string =>
  JSON.parse(
    fs.readFileSync(path.resolve(__dirname, `../../../node_modules/${name}/package.json`), 'utf8'),
  ).version;

describe('pinned versions', () => {
  it('pins exactly the versions the site renders with', () => {
    expect(PINNED_VERSIONS).toEqual(EXPECTED_PINS);
    for (const [name, version] of Object.entries({ ...PINNED_VERSIONS, ...PINNED_TYPE_VERSIONS })) {
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(installedVersion(name), name).toBe(version);
    }
  });

  it('never falls back to a floating tag', () => {
    expect(resolveVersion('react', 'latest')).toBe(REACT);
    expect(resolveVersion('rc-select', '')).toBe(RC_SELECT);
    expect(() => resolveVersion('left-pad', 'latest')).toThrow(/No pinned version for "left-pad"/);
    expect(() => resolveVersion('left-pad')).toThrow(/No pinned version/);
  });

  it('keeps react-dom on the React version the demo records', () => {
    const { dependencies, reactMajor } = resolveDependencies({ react: '17.0.2' });
    expect(dependencies).toEqual({ react: '17.0.2', 'react-dom': '17.0.2' });
    expect(reactMajor).toBe(17);
  });
});

describe('buildDemoProject', () => {
  it('finds the demos to export', () => {
    expect(demoFiles).toContain('basic.tsx');
  });

  describe.each(demoFiles)('%s', (file) => {
    const asset = assetFromDemoFile(file);
    const source = asset.dependencies['index.tsx'].value;

    it('lays out a Create React App project for CodeSandbox', () => {
      const project = buildDemoProject({ asset, title: 'Demo' });
      expect(project.template).toBe('create-react-app');
      expect(project.files['src/App.tsx']).toBe(source);
      expect(project.files['src/index.tsx']).toContain("from 'react-dom/client'");
      expect(project.files['src/index.tsx']).toContain('createRoot(container).render(');
      expect(project.files['public/index.html']).toContain('<div id="root"');
      expect(project.files['tsconfig.json']).toContain('"strict": true');
      for (const [name, dep] of Object.entries(asset.dependencies)) {
        if (dep.type === 'FILE' && name !== 'index.tsx') {
          expect(project.files[`src/${name.replace(/^\.\//, '')}`]).toBe(dep.value);
        }
      }

      const manifest = JSON.parse(project.files['package.json']);
      expect(manifest).toMatchObject({
        name: 'demo',
        description: 'Demo',
        main: 'src/index.tsx',
        scripts: { start: 'react-scripts start', build: 'react-scripts build' },
        devDependencies: {
          typescript: '^4',
          'react-scripts': '5.0.1',
          '@types/react': PINNED_TYPE_VERSIONS['@types/react'],
          '@types/react-dom': PINNED_TYPE_VERSIONS['@types/react-dom'],
        },
      });
      const imported = Object.keys(asset.dependencies).filter(
        (name) => asset.dependencies[name].type === 'NPM',
      );
      const expected = Object.fromEntries(
        [...new Set([...imported, 'react', 'react-dom'])].map((name) => [
          name,
          PINNED_VERSIONS[name],
        ]),
      );
      expect(manifest.dependencies).toEqual(expected);
      expect(project.files['package.json']).not.toMatch(/latest|"\*"/);
    });

    it('lays out a flat project for StackBlitz', () => {
      const project = buildDemoProject({ asset }, 'flat');
      expect(Object.keys(project.files)).toEqual(
        expect.arrayContaining(['App.tsx', 'index.tsx', 'index.html', 'package.json']),
      );
      expect(project.files['App.tsx']).toBe(source);
      const manifest = JSON.parse(project.files['package.json']);
      expect(manifest.main).toBe('index.tsx');
      expect(manifest.devDependencies).toEqual({
        typescript: '^4',
        '@types/react': PINNED_TYPE_VERSIONS['@types/react'],
        '@types/react-dom': PINNED_TYPE_VERSIONS['@types/react-dom'],
      });
      expect(manifest.scripts).toBeUndefined();
    });
  });
});

describe('buildDemoProject edge cases', () => {
  const source = "import React from 'react';\nexport default () => <p>hi</p>;\n";

  it('renders with ReactDOM.render when the demo pins React 17', () => {
    const asset = assetFromSource(source, { versions: { react: '17.0.2' } });
    const project = buildDemoProject({ asset });
    expect(project.files['src/index.tsx']).toContain("import ReactDOM from 'react-dom';");
    expect(project.files['src/index.tsx']).toContain('ReactDOM.render(');
    expect(project.files['src/index.tsx']).not.toContain('createRoot');
    const manifest = JSON.parse(project.files['package.json']);
    expect(manifest.dependencies).toEqual({ react: '17.0.2', 'react-dom': '17.0.2' });
    // React 18 type packages would contradict React 17, so they are left out
    expect(manifest.devDependencies).toEqual({ 'react-scripts': '5.0.1', typescript: '^4' });
  });

  it('exports a JSX demo without TypeScript', () => {
    const asset = assetFromSource(source);
    asset.dependencies = {
      'index.jsx': asset.dependencies['index.tsx'],
      react: asset.dependencies.react,
    };
    asset.entry = 'index.jsx';
    const project = buildDemoProject({ asset }, 'create-react-app');
    expect(project.files['src/App.jsx']).toBe(source);
    expect(project.files['src/index.jsx']).toContain('createRoot');
    expect(project.files['tsconfig.json']).toBeUndefined();
    expect(JSON.parse(project.files['package.json']).devDependencies).toEqual({
      'react-scripts': '5.0.1',
    });
  });

  it('turns the HTML description dumi renders into plain text', () => {
    const asset = assetFromSource(source);
    const project = buildDemoProject({
      asset,
      title: 'Show <b>Total</b>',
      description: '<p>Shows the total &amp; range.</p>',
    });
    expect(project.description).toBe('Shows the total & range.');
    expect(project.files['public/index.html']).toContain('<title>Show Total</title>');
    expect(JSON.parse(project.files['package.json']).name).toBe('show-total');
  });

  it('refuses local files above the demo folder', () => {
    expect(normalizeLocalPath('./styles/../a.css')).toBe('a.css');
    expect(() => normalizeLocalPath('../shared.css')).toThrow(/outside the demo folder/);
  });

  it('ships declarations for imported modules the pinned packages leave untyped', () => {
    const modules = path.resolve(__dirname, '../../../node_modules');
    for (const specifier of Object.keys(MISSING_DECLARATIONS)) {
      // once a release adds the .d.ts, the entry must go
      expect(fs.existsSync(`${modules}/${specifier}.js`), specifier).toBe(true);
      expect(fs.existsSync(`${modules}/${specifier}.d.ts`), specifier).toBe(false);
    }
    const asset = assetOf({
      'index.tsx':
        "import ne from 'rc-pagination/lib/locale/ne_NP';\nexport default () => ne.items_per_page;\n",
    });
    const project = buildDemoProject({ asset });
    expect(project.files['src/missing-types.d.ts']).toContain(
      "declare module 'rc-pagination/lib/locale/ne_NP' {",
    );
    expect(project.files['src/missing-types.d.ts']).not.toContain('es/locale');
    expect(buildDemoProject({ asset: assetFromDemoFile('basic.tsx') }).files).not.toHaveProperty(
      'src/missing-types.d.ts',
    );
  });

  it('strips markup from titles', () => {
    expect(htmlToPlainText('<em>a</em>&nbsp;&lt;b&gt;')).toBe('a <b>');
  });
});
