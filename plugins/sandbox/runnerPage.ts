import type { IApi } from 'dumi';
import { build, type BuildOptions } from 'esbuild';
import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import { pathToFileURL } from 'url';
import { RUNNER_PAGE, runnerPageHtml, runnerScriptName } from '../../src/sandbox/runnerPage';
import { targets } from '../bundle/targets';

/**
 * The live demos' runner page (src/sandbox/runnerPage.ts) and its script, bundled from
 * src/sandbox/runner with esbuild (already the site's minifier) as ONE classic script with its
 * own React, react-dom, rc-pagination, rc-select and sucrase. Why a separate bundle and not a
 * webpack entry: the frame's origin is opaque, so it cannot share the page's chunks or module
 * registry anyway, and a classic script needs no CORS headers from the host.
 * `dumi build` writes both files into the output; `dumi dev` answers them from memory.
 */
async function bundleRunner(cwd: string): Promise<{ name: string; code: string }> {
  const options: BuildOptions = {
    entryPoints: [path.join(cwd, 'src/sandbox/runner/index.tsx')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    minify: true,
    write: false,
    legalComments: 'none',
    jsx: 'automatic',
    target: Object.entries(targets).map(([browser, version]) => `${browser}${version}`),
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  };
  const { outputFiles } = await build(options);
  const code = outputFiles![0].text;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
  return { name: runnerScriptName(hash), code };
}

/** The runner page's files, by path from the output folder. */
async function runnerFiles(cwd: string): Promise<Record<string, string>> {
  const csp = (await import(pathToFileURL(path.join(cwd, 'scripts/csp.mjs')).href)) as { runnerPolicy(): string };
  const script = await bundleRunner(cwd);
  const folder = path.posix.dirname(RUNNER_PAGE);
  return {
    [RUNNER_PAGE]: runnerPageHtml(csp.runnerPolicy(), script.name),
    [`${folder}/${script.name}`]: script.code,
  };
}

export default (api: IApi) => {
  api.describe({ key: 'site:sandbox' });

  api.onBuildComplete(async ({ err }) => {
    if (err) return;
    for (const [file, content] of Object.entries(await runnerFiles(api.cwd))) {
      const target = path.join(api.paths.absOutputPath, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, content);
    }
  });

  // the dev server bundles the runner afresh when the runner page is asked for
  let latest: Record<string, string> = {};
  api.addBeforeMiddlewares(() => [
    (req, res, next) => {
      const folder = `/${path.posix.dirname(RUNNER_PAGE)}/`;
      const at = (req.path ?? '').lastIndexOf(folder);
      if (at < 0) return next();
      const file = req.path.slice(at + 1);
      const answer = () => {
        if (!(file in latest)) return next();
        res.type(file.endsWith('.js') ? 'text/javascript' : 'text/html');
        res.send(latest[file]);
      };
      if (file !== RUNNER_PAGE) return answer();
      runnerFiles(api.cwd).then((files) => {
        latest = files;
        answer();
      }, next);
    },
  ]);
};
