// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildStackBlitzProject } from '../../../src/export/stackblitz';
import { PINNED_VERSIONS } from '../../../src/export/versions';
import { assetFromDemoFile, listDemoFiles } from './demoAssets';

describe.each(listDemoFiles())('StackBlitz project for %s', (file) => {
  const asset = assetFromDemoFile(file);

  it('is a create-react-app project with its files at the root and pinned dependencies', () => {
    const { project, openFile } = buildStackBlitzProject({
      asset,
      title: 'Basic',
      description: '<p>The simplest use.</p>',
    });
    expect(project).toMatchObject({
      title: 'Basic',
      description: 'The simplest use.',
      template: 'create-react-app',
    });
    expect(openFile).toBe('App.tsx');
    expect(project.files['App.tsx']).toBe(asset.dependencies['index.tsx'].value);
    expect(project.files['index.tsx']).toContain("import { createRoot } from 'react-dom/client';");
    expect(project.files['index.html']).toContain('<div id="root"');
    const imported = Object.keys(asset.dependencies).filter(
      (name) => asset.dependencies[name].type === 'NPM',
    );
    expect(Object.keys(project.dependencies ?? {}).sort()).toEqual(
      [...new Set([...imported, 'react', 'react-dom'])].sort(),
    );
    for (const [name, version] of Object.entries(project.dependencies ?? {})) {
      expect(version, name).toBe(PINNED_VERSIONS[name]);
    }
    expect(JSON.parse(project.files['package.json']).dependencies).toEqual(project.dependencies);
  });
});
