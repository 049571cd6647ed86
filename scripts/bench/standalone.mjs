/**
 * A browser measurement of the bench run on its own (`node scripts/bench/codeBytes.mjs`,
 * `hostile-links.mjs`): the build in docs-dist (root base) served as `npm run bench` serves it,
 * measured, printed and checked against budgets.json; the process exits 1 on a missed budget.
 */
import { readFileSync } from 'node:fs';
import { createServer } from '../serve.mjs';
import { formatMisses } from './report.mjs';

/** Serves docs-dist, then `measure(origin)`, prints `format(figures)`, and `check(figures, budgets)`. */
export async function runStandalone({ measure, format, check }) {
  const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
  const server = createServer({ dir: 'docs-dist', base: '/', csp: '', gzip: true });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const figures = await measure(`http://127.0.0.1:${server.address().port}`);
    console.log(format(figures));
    const misses = check(figures, budgets);
    if (misses.length > 0) {
      console.error(`\n${misses.length} budget(s) missed:\n${formatMisses(misses)}`);
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    server.close();
  }
}
