import type { ExampleBlockAsset } from 'dumi-assets-types';

/** One source file of a demo, as shown in the code view. */
export interface DemoFile {
  /** path relative to the demo entry, without a leading `./` */
  name: string;
  code: string;
}

/** A file's name as the code view shows it: `./styles.css` → `styles.css`. */
const shownName = (name: string) => name.replace(/^\.\//, '');

/**
 * A demo's files in a fixed order: its entry first, then the others by shown name. dumi lists
 * them in the order its resolver finished reading them, which changes from one build to the next
 * (on the Sizer page `size-changer.css` came before `page-size-select.ts` in one cold build and
 * after it in the next). Without `entry`, the first file listed is taken for it, as dumi lists
 * it first.
 */
export function inFileOrder<T>(files: readonly (readonly [string, T])[], entry?: string): [string, T][] {
  const first = entry !== undefined && files.some(([name]) => name === entry) ? entry : files[0]?.[0];
  const rank = (name: string) => (name === first ? 0 : 1);
  const byName = (a: string, b: string) => (shownName(a) < shownName(b) ? -1 : shownName(a) > shownName(b) ? 1 : 0);
  return files.map(([name, value]): [string, T] => [name, value]).sort(([a], [b]) => rank(a) - rank(b) || byName(a, b));
}

/** The demo's own files (entry first, then by name), leaving out the npm packages it imports. */
export function listDemoFiles(asset: Pick<ExampleBlockAsset, 'dependencies'> & { entry?: string }): DemoFile[] {
  const files = Object.entries(asset.dependencies).filter(([, dependency]) => dependency.type === 'FILE');
  return inFileOrder(files, asset.entry)
    .map(([name, dependency]) => ({
      name: shownName(name),
      code: dependency.value.trim(),
    }));
}

/** Files the TypeScript / JavaScript switch applies to (declaration files have no JavaScript). */
export function isTypeScriptFile(name: string): boolean {
  return /\.tsx?$/i.test(name) && !/\.d\.ts$/i.test(name);
}

/** `demo.tsx` → `demo.jsx`, `util.ts` → `util.js`. */
export function javaScriptName(name: string): string {
  return name.replace(/\.ts(x?)$/i, (_, x: string) => `.js${x}`);
}

/** The highlighter language for a file, from its extension. */
export function languageOf(name: string): string {
  return /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase() ?? 'text';
}

/** The name a file goes by in the chosen language of the code view. */
export function nameInLanguage(name: string, language: 'ts' | 'js'): string {
  return language === 'js' && isTypeScriptFile(name) ? javaScriptName(name) : name;
}

/** A file's name as a comment of its own language: `// index.tsx`, `/* size-changer.css *\/`. */
function nameComment(name: string): string {
  return /\.(css|less|scss)$/i.test(name) ? `/* ${name} */` : `// ${name}`;
}

/**
 * Files to paste as one text: one file as it is; several (a demo's entry and the files it
 * imports) each headed by its name, so the paste shows what to save where and nothing is left out.
 */
export function filesAsOneText(files: readonly DemoFile[]): string {
  if (files.length === 1) return files[0].code;
  return files.map((file) => `${nameComment(file.name)}\n${file.code.replace(/\n+$/, '')}\n`).join('\n');
}

/** The Copy button's interface string: several files are copied whole, and its name says so. */
export const copyCodeLabel = (fileCount: number) => (fileCount > 1 ? 'previewer.code.copyAll' : 'previewer.code.copy');
