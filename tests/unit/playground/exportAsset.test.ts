// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildDemoProject } from '../../../src/export/project';
import { PINNED_VERSIONS } from '../../../src/export/versions';
import { playgroundAsset } from '../../../src/playground/exportAsset';
import { generateFiles } from '../../../src/playground/generateCode';
import { DEFAULT_STATE, parseQuery } from '../../../src/playground/state';
import { RC_PAGINATION, REACT, REACT_DOM } from '../../pinned';
import { ENGLISH_WORDS } from './samples';

describe('playgroundAsset', () => {
  it('is a dumi block asset with the code as its entry and pinned packages', () => {
    const files = generateFiles(DEFAULT_STATE, ENGLISH_WORDS);
    const asset = playgroundAsset(files, 'rc-pagination playground');
    expect(asset).toMatchObject({ type: 'BLOCK', id: 'playground', entry: 'index.tsx', title: 'rc-pagination playground' });
    expect(asset.dependencies).toEqual({
      'index.tsx': { type: 'FILE', value: files[0].code },
      'rc-pagination': { type: 'NPM', value: PINNED_VERSIONS['rc-pagination'] },
      'rc-select': { type: 'NPM', value: PINNED_VERSIONS['rc-select'] },
      react: { type: 'NPM', value: REACT },
      'react-dom': { type: 'NPM', value: REACT_DOM },
    });
  });

  it('leaves out rc-select when the code does not import it, and carries styles.css', () => {
    const asset = playgroundAsset(generateFiles(parseQuery('total=30&className=borderless'), ENGLISH_WORDS));
    expect(Object.keys(asset.dependencies).sort()).toEqual(
      ['index.tsx', 'rc-pagination', 'react', 'react-dom', 'styles.css'].sort(),
    );
  });

  it('exports JavaScript as index.jsx', () => {
    const asset = playgroundAsset([{ name: 'App.jsx', code: "import Pagination from 'rc-pagination';\n" }]);
    expect(asset.entry).toBe('index.jsx');
    expect(asset.dependencies['index.jsx'].type).toBe('FILE');
  });

  it('builds the same project the demos export, with the generated files in it', () => {
    const files = generateFiles(parseQuery('className=rounded&locale=ne_NP'), ENGLISH_WORDS);
    const project = buildDemoProject({ asset: playgroundAsset(files, 'Playground') });
    expect(project.files['src/App.tsx']).toBe(files[0].code);
    expect(project.files['src/styles.css']).toBe(files[1].code);
    expect(project.dependencies).toMatchObject({ 'rc-pagination': RC_PAGINATION, react: REACT });
    // ne_NP ships without types; the export declares it
    expect(project.files['src/missing-types.d.ts']).toContain("'rc-pagination/lib/locale/ne_NP'");
  });
});
