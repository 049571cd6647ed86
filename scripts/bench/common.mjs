/** What the bench's scripts share: the budgets, docs-dist served as `npm run bench` serves it, Chromium. */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createServer } from '../serve.mjs';
import { formatMisses } from './report.mjs';

export { launchChromium } from '../chromium.mjs';

export const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

/** Whether the module at `url` is the script node was started with. */
export const isMain = (url) => Boolean(process.argv[1]) && url === pathToFileURL(process.argv[1]).href;

/** Runs `main` when the module at `url` is the script node was started with; a crash exits with `code`. */
export function runMain(url, main, code = 1) {
  if (!isMain(url)) return;
  main().catch((error) => {
    console.error(error);
    process.exit(code);
  });
}

/** Serves `dir` (root base) with gzip on loopback: `{ origin, close }`. */
export async function serve(dir = 'docs-dist', port = 0) {
  const server = createServer({ dir, base: '/', csp: '', gzip: true });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((done) => server.close(done)),
  };
}

/** Resolves once the page's last pagination is hydrated (every measured page shows one). */
export const hydrated = (page) =>
  page.waitForFunction(() => {
    const last = [...document.querySelectorAll('.rc-pagination')].at(-1);
    return last !== undefined && Object.keys(last).some((key) => key.startsWith('__reactFiber$'));
  });

/** Prints the misses and sets the exit code when there are any. */
export function reportMisses(misses) {
  if (misses.length === 0) return console.log('every budget holds');
  console.error(`\n${misses.length} budget(s) missed:\n${formatMisses(misses)}`);
  process.exitCode = 1;
}

/** A measurement run on its own (when `url` is the script started): docs-dist served, `measure(origin)`, printed, checked. */
export async function runStandalone(url, { measure, format, check }) {
  if (!isMain(url)) return;
  const server = await serve();
  try {
    const figures = await measure(server.origin);
    console.log(format(figures));
    reportMisses(check(figures, budgets));
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await server.close();
  }
}
