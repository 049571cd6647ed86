import { readDemoSources } from '../demoAsset';
import { resolveDependencies } from '../dependencies';
import { exportMeta } from '../meta';
import { escapeHtml } from '../templates';
import type { DemoExportInput } from '../types';
import { esmCdnUrl, isStylesheet } from './esmCdn';
import { assemblePenModule, renderImports } from './modules';
import type { ImportStatement } from './readModule';

/** A form POST of `data` (JSON) opens a new pen. */
export const CODEPEN_DEFINE_URL = 'https://codepen.io/pen/define';

export interface CodePenData {
  title: string;
  description: string;
  html: string;
  css: string;
  js: string;
  /** compiles the JSX and keeps the ES module imports (see `stripTypes`) */
  js_pre_processor: 'babel';
  /** the JS panel starts open */
  editors: '001';
}

/** One ES module whose imports are pinned CDN URLs. */
export function buildCodePenData(input: DemoExportInput): CodePenData {
  const { title, description } = exportMeta(input);
  const sources = readDemoSources(input.asset);
  const { dependencies, reactMajor } = resolveDependencies(sources.packages);
  const url = (specifier: string) => esmCdnUrl(specifier, dependencies);

  const entry = `index.${sources.entry.language}`;
  const pen = assemblePenModule({ ...sources.localFiles, [entry]: sources.entry.source }, entry, url);
  const css = Object.entries(sources.localFiles)
    .filter(([path]) => isStylesheet(path))
    .map(([path, content]) => `/* ${path} */\n${content.trim()}\n`);

  const mountImport: ImportStatement =
    reactMajor >= 18
      ? {
          source: url('react-dom/client'),
          bindings: [{ imported: 'createRoot', local: 'createRoot' }],
        }
      : { source: url('react-dom'), bindings: [{ imported: 'default', local: 'ReactDOM' }] };
  // CodePen's Babel compiles JSX to React.createElement
  const hasReact = pen.imports.some(({ bindings }) => bindings.some((b) => b.local === 'React'));
  const reactImport: ImportStatement[] = hasReact
    ? []
    : [{ source: url('react'), bindings: [{ imported: 'default', local: 'React' }] }];
  const mount =
    reactMajor >= 18
      ? `createRoot(document.getElementById('root')).render(<${pen.component} />);`
      : `ReactDOM.render(<${pen.component} />, document.getElementById('root'));`;

  return {
    title,
    description,
    html: [
      ...pen.stylesheets.map((sheet) => `<link rel="stylesheet" href="${escapeHtml(url(sheet))}" />`),
      '<div id="root" style="padding: 16px"></div>',
      '',
    ].join('\n'),
    css: css.join('\n'),
    js: `${renderImports([...reactImport, ...pen.imports, mountImport])}\n\n${pen.body.trim()}\n\n${mount}\n`,
    js_pre_processor: 'babel',
    editors: '001',
  };
}
