// @vitest-environment node
import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { buildCodeSandboxParameters } from '../../../src/export/codesandbox';
import { PINNED_VERSIONS } from '../../../src/export/versions';
import { assetFromDemoFile, listDemoFiles } from './demoAssets';
import { REACT } from '../../pinned';

type Files = Record<string, { content: string; isBinary: boolean }>;

/** Undoes what codesandbox-import-utils does: JSON, lz-string base64, then base64url. */
function decodeParameters(parameters: string): { files: Files } {
  const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const json = LZString.decompressFromBase64(padded);
  if (!json) throw new Error('parameters do not decompress');
  return JSON.parse(json);
}

describe.each(listDemoFiles())('CodeSandbox parameters for %s', (file) => {
  const asset = assetFromDemoFile(file);

  it('decode back to the Create React App project with pinned versions', () => {
    const parameters = buildCodeSandboxParameters({ asset, title: 'Demo' });
    expect(parameters).toMatch(/^[A-Za-z0-9_-]+$/);
    const { files } = decodeParameters(parameters);

    expect(files['src/App.tsx']).toEqual({
      content: asset.dependencies['index.tsx'].value,
      isBinary: false,
    });
    expect(files['src/index.tsx'].content).toContain('createRoot');
    expect(files['public/index.html'].content).toContain('<div id="root"');
    expect(JSON.parse(files['sandbox.config.json'].content)).toEqual({
      template: 'create-react-app',
    });
    const manifest = JSON.parse(files['package.json'].content);
    expect(manifest.main).toBe('src/index.tsx');
    expect(manifest.devDependencies.typescript).toBe('^4');
    for (const [name, version] of Object.entries(manifest.dependencies)) {
      expect(version, name).toBe(PINNED_VERSIONS[name]);
    }
    expect(manifest.dependencies.react).toBe(REACT);
    for (const [name, dep] of Object.entries(asset.dependencies)) {
      if (dep.type === 'FILE' && name !== 'index.tsx') {
        expect(files[`src/${name.replace(/^\.\//, '')}`]?.content).toBe(dep.value);
      }
    }
    expect(JSON.stringify(files)).not.toContain('latest');
  });
});
