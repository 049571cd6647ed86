import type { ComponentType } from 'react';
import { compileModule, LiveSyntaxError } from './compile';
import { isModuleFile, isRelativeSpecifier, resolveLocalImport } from './paths';
import { allowedImports, loadImports, UnknownImportError, type ModuleScope } from './scope';

/** Its name says its language (`index.jsx`). */
export interface LiveFile {
  name: string;
  code: string;
}

export type ModuleFactory = (
  require: (specifier: string) => unknown,
  module: { exports: Record<string, unknown> },
  exports: Record<string, unknown>,
) => void;

/** Compiled bodies to functions (a script in the browser). */
export type Evaluate = (modules: LiveFile[]) => Promise<Record<string, ModuleFactory>>;

export type LiveError =
  | { kind: 'syntax'; file: string; reason: string; line: number | null; column: number | null }
  | { kind: 'import'; file: string; specifier: string; allowed: string[] }
  | { kind: 'export'; file: string }
  /** thrown while a module's top level ran */
  | { kind: 'runtime'; error: unknown };

export type RunResult =
  | { ok: true; component: ComponentType; stylesheets: LiveFile[] }
  | { ok: false; error: LiveError };

export interface RunOptions {
  files: LiveFile[];
  entry: string;
  scope: ModuleScope;
  evaluate: Evaluate;
}

interface Graph {
  compiled: Map<string, { code: string; locals: Map<string, string> }>;
  stylesheets: LiveFile[];
  packages: { file: string; specifier: string }[];
}

/** The entry and every demo file it reaches; package imports are gathered to load. */
function compileGraph(files: LiveFile[], entry: string, scope: ModuleScope): Graph {
  const names = files.map((file) => file.name);
  const byName = new Map(files.map((file) => [file.name, file.code]));
  const graph: Graph = { compiled: new Map(), stylesheets: [], packages: [] };
  const pending = [entry];
  while (pending.length) {
    const name = pending.pop()!;
    if (graph.compiled.has(name)) continue;
    const { code, imports } = compileModule(byName.get(name) ?? '', name);
    const locals = new Map<string, string>();
    graph.compiled.set(name, { code, locals });
    for (const specifier of imports) {
      if (!isRelativeSpecifier(specifier)) {
        graph.packages.push({ file: name, specifier });
        continue;
      }
      const target = resolveLocalImport(name, specifier, names);
      if (target === null) {
        const offered = [...allowedImports(scope), ...names.filter((n) => n !== entry).map((n) => `./${n}`)];
        throw new UnknownImportError(name, specifier, offered);
      }
      locals.set(specifier, target);
      if (isModuleFile(target)) pending.push(target);
      else if (/\.css$/i.test(target) && !graph.stylesheets.some((s) => s.name === target)) {
        graph.stylesheets.push({ name: target, code: byName.get(target) ?? '' });
      }
    }
  }
  return graph;
}

function isComponent(value: unknown): value is ComponentType {
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  );
}

/** CommonJS-style, from the entry down, each once. */
function instantiate(
  graph: Graph,
  factories: Record<string, ModuleFactory>,
  packages: Map<string, unknown>,
  entry: string,
): Record<string, unknown> {
  const cache = new Map<string, { exports: Record<string, unknown> }>();
  const load = (name: string): Record<string, unknown> => {
    const cached = cache.get(name);
    if (cached) return cached.exports;
    const module = { exports: {} as Record<string, unknown> };
    cache.set(name, module);
    const { locals } = graph.compiled.get(name)!;
    const require = (specifier: string): unknown => {
      const local = locals.get(specifier);
      if (local !== undefined) return graph.compiled.has(local) ? load(local) : {};
      if (packages.has(specifier)) return packages.get(specifier);
      throw new Error(`Cannot find module '${specifier}'`);
    };
    factories[name](require, module, module.exports);
    return module.exports;
  };
  return load(entry);
}

/** Runs a demo from its files and returns its default export. Never throws: failures come back as LiveErrors. */
export async function runDemo({ files, entry, scope, evaluate }: RunOptions): Promise<RunResult> {
  let graph: Graph;
  let packages: Map<string, unknown>;
  try {
    graph = compileGraph(files, entry, scope);
    packages = await loadImports(scope, graph.packages);
  } catch (error) {
    return { ok: false, error: describeFailure(error, entry) };
  }
  let factories: Record<string, ModuleFactory>;
  try {
    const modules = [...graph.compiled].map(([name, { code }]) => ({ name, code }));
    factories = await evaluate(modules);
  } catch (error) {
    // what sucrase let through and the engine refused (a repeated `let`) has no position
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { kind: 'syntax', file: entry, reason, line: null, column: null } };
  }
  let exports: Record<string, unknown>;
  try {
    exports = instantiate(graph, factories, packages, entry);
  } catch (error) {
    return { ok: false, error: { kind: 'runtime', error } };
  }
  const component = exports.default;
  if (!isComponent(component)) return { ok: false, error: { kind: 'export', file: entry } };
  return { ok: true, component, stylesheets: graph.stylesheets };
}

function describeFailure(error: unknown, entry: string): LiveError {
  if (error instanceof LiveSyntaxError) {
    const { file, reason, line, column } = error;
    return { kind: 'syntax', file, reason, line, column };
  }
  if (error instanceof UnknownImportError) {
    const { file, specifier, allowed } = error;
    return { kind: 'import', file, specifier, allowed };
  }
  // most likely a package chunk that failed to download
  return { kind: 'runtime', error: error ?? new Error(`${entry} could not be run`) };
}
