import type { IApi } from 'dumi';
import { checkCompat, formatProblems, type CompatProblem } from './check.cjs';

/**
 * What a failed check does: a production build stops with the report (each line names the
 * patch, the file and what to do); the dev server goes on with the report printed loudly, so an
 * upgrade can be explored before the patches are fixed.
 */
export function reportCompat(
  problems: CompatProblem[],
  env: string | undefined,
  warn: (text: string) => void = console.warn,
): void {
  if (problems.length === 0) return;
  const report = formatProblems(problems);
  if (env === 'development') {
    warn(`\n\x1b[1;33m${report}\x1b[0m\n`);
    return;
  }
  throw new Error(`\n${report}`);
}

/** Checks every dependency patch (plugins/compat/registry.cjs) as the build or dev server starts. */
export default function compatCheck(api: IApi) {
  api.onCheck(() => {
    reportCompat(checkCompat({ root: api.cwd }), api.env);
  });
}
