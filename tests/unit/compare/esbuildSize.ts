import { build } from 'esbuild';
import path from 'path';
import { EXTERNALS, gzipSize } from '../../../plugins/releases/cost';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * An entry bundled by esbuild, minified and gzipped: a second opinion on a release's size,
 * independent of the build's webpack and swc (the unit tests and tests/e2e/versions-moving.spec.ts).
 */
export async function esbuildGzip(source: string): Promise<number> {
  const result = await build({
    stdin: { contents: source, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    external: EXTERNALS,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return gzipSize(result.outputFiles[0].text);
}
