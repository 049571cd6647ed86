import type { ExampleBlockAsset } from 'dumi-assets-types';

/** One source file of a demo, as shown in the code view. */
export interface DemoFile {
  /** path relative to the demo entry, without a leading `./` */
  name: string;
  code: string;
}

/** The demo's own files (entry first), leaving out the npm packages it imports. */
export function listDemoFiles(asset: Pick<ExampleBlockAsset, 'dependencies'>): DemoFile[] {
  return Object.entries(asset.dependencies)
    .filter(([, dependency]) => dependency.type === 'FILE')
    .map(([name, dependency]) => ({
      name: name.replace(/^\.\//, ''),
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
