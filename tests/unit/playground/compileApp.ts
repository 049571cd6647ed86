import { transform } from 'esbuild';
import { createRequire } from 'module';
import type { ComponentType } from 'react';

const requireFromSite = createRequire(__filename);

/**
 * Compiles a generated App.tsx the way a visitor's bundler would (TSX → CommonJS) and evaluates
 * it against the packages installed for the site; stylesheets import as nothing. `packages`
 * points a package (and its files) at another installed name, e.g. rc-pagination at a release's
 * alias.
 */
export async function compileApp(source: string, packages: Record<string, string> = {}): Promise<ComponentType> {
  const { code } = await transform(source, {
    loader: 'tsx',
    format: 'cjs',
    jsx: 'transform',
    target: 'es2020',
  });
  const module = { exports: {} as { default?: ComponentType } };
  const resolve = (specifier: string) => {
    const name = Object.keys(packages).find((from) => specifier === from || specifier.startsWith(`${from}/`));
    return name ? packages[name] + specifier.slice(name.length) : specifier;
  };
  const load = (specifier: string) =>
    specifier.endsWith('.css') ? {} : requireFromSite(resolve(specifier));
  new Function('require', 'module', 'exports', code)(load, module, module.exports);
  if (!module.exports.default) throw new Error('the generated module has no default export');
  return module.exports.default;
}
