import type { ExampleBlockAsset } from 'dumi-assets-types';

export interface DemoFile {
  /** relative to the demo entry, without `./` */
  name: string;
  code: string;
}

const shownName = (name: string) => name.replace(/^\.\//, '');

/** Entry first, then by shown name: dumi's order changes from one build to the next. Without `entry`, the first is it. */
export function inFileOrder<T>(files: readonly (readonly [string, T])[], entry?: string): [string, T][] {
  const first = entry !== undefined && files.some(([name]) => name === entry) ? entry : files[0]?.[0];
  const rank = (name: string) => (name === first ? 0 : 1);
  const byName = (a: string, b: string) => (shownName(a) < shownName(b) ? -1 : shownName(a) > shownName(b) ? 1 : 0);
  return files.map(([name, value]): [string, T] => [name, value]).sort(([a], [b]) => rank(a) - rank(b) || byName(a, b));
}

/** Entry first, then by name, without the npm packages it imports. */
export function listDemoFiles(asset: Pick<ExampleBlockAsset, 'dependencies'> & { entry?: string }): DemoFile[] {
  const files = Object.entries(asset.dependencies).filter(([, dependency]) => dependency.type === 'FILE');
  return inFileOrder(files, asset.entry).map(([name, dependency]) => ({
    name: shownName(name),
    code: dependency.value.trim(),
  }));
}

/** Declaration files have no JavaScript. */
export function isTypeScriptFile(name: string): boolean {
  return /\.tsx?$/i.test(name) && !/\.d\.ts$/i.test(name);
}

export function javaScriptName(name: string): string {
  return name.replace(/\.ts(x?)$/i, (_, x: string) => `.js${x}`);
}

export function languageOf(name: string): string {
  return /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase() ?? 'text';
}

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
