import { readDemoSources } from './demoAsset';
import { resolveDependencies, typeDependencies } from './dependencies';
import { renderEntrySource, indexHtml, tsconfigSource } from './templates';
import { exportMeta } from './meta';
import { missingTypesDeclaration } from './missingTypes';
import type { DemoExportInput } from './types';
import { REACT_SCRIPTS_VERSION, TYPESCRIPT_RANGE } from './versions';

/** `create-react-app`: react-scripts' layout (CodeSandbox, runs with `npm start`); `flat`: StackBlitz's EngineBlock. */
export type ProjectLayout = 'create-react-app' | 'flat';

export interface DemoProject {
  title: string;
  description: string;
  template: 'create-react-app';
  /** path → text, package.json included */
  files: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  /** renders the demo into `#root` */
  entryFile: string;
  /** opened first in an editor */
  demoFile: string;
}

/** `Show Total` → `show-total`. */
function packageName(...candidates: Array<string | undefined>): string {
  for (const candidate of candidates) {
    const slug = (candidate ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    if (slug) return slug.slice(0, 200);
  }
  return 'rc-pagination-demo';
}

interface LayoutRules {
  srcDir: string;
  htmlFile: string;
  /** whether react-scripts runs it (its scripts and a tsconfig) */
  reactScripts: boolean;
}

const LAYOUTS: Record<ProjectLayout, LayoutRules> = {
  'create-react-app': { srcDir: 'src/', htmlFile: 'public/index.html', reactScripts: true },
  flat: { srcDir: '', htmlFile: 'index.html', reactScripts: false },
};

/** The whole project of one exported demo; pure. */
export function buildDemoProject(input: DemoExportInput, layout: ProjectLayout = 'create-react-app'): DemoProject {
  const { asset } = input;
  const { srcDir, htmlFile, reactScripts } = LAYOUTS[layout];
  const { title, description } = exportMeta(input);
  const sources = readDemoSources(asset);
  const { dependencies, reactMajor } = resolveDependencies(sources.packages);
  const ext = sources.entry.language;
  const isTsx = ext === 'tsx';
  const entryFile = `${srcDir}index.${ext}`;
  const demoFile = `${srcDir}App.${ext}`;
  const devDependencies: Record<string, string> = {
    ...(reactScripts ? { 'react-scripts': REACT_SCRIPTS_VERSION } : {}),
    ...(isTsx ? { ...typeDependencies(reactMajor), typescript: TYPESCRIPT_RANGE } : {}),
  };

  const files: Record<string, string> = {};
  for (const [path, content] of Object.entries(sources.localFiles)) {
    files[`${srcDir}${path}`] = content;
  }
  if (files[demoFile] !== undefined || files[entryFile] !== undefined) {
    throw new Error(`Demo "${asset.id}" has a file that collides with ${demoFile} or ${entryFile}`);
  }
  files[demoFile] = sources.entry.source;
  files[entryFile] = renderEntrySource(reactMajor);
  files[htmlFile] = indexHtml(title);
  const declarations = isTsx ? missingTypesDeclaration(Object.values(files)) : undefined;
  if (declarations) files[`${srcDir}missing-types.d.ts`] = declarations;
  if (isTsx && reactScripts) files['tsconfig.json'] = tsconfigSource();
  const manifest = {
    name: packageName(title, asset.id),
    version: '1.0.0',
    private: true,
    description,
    main: entryFile,
    ...(reactScripts && {
      scripts: { start: 'react-scripts start', build: 'react-scripts build' },
    }),
    dependencies,
    devDependencies,
    ...(reactScripts && { browserslist: ['>0.2%', 'not dead', 'not op_mini all'] }),
  };
  files['package.json'] = `${JSON.stringify(manifest, null, 2)}\n`;

  return {
    title,
    description,
    template: 'create-react-app',
    files,
    dependencies,
    devDependencies,
    entryFile,
    demoFile,
  };
}
