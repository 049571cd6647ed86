import type { IApi } from 'dumi';
import { mkdirSync, writeFileSync } from 'fs';
import path from 'path';

/**
 * The build's phases for `npm run bench`: with BENCH_PHASES_FILE set, each phase's end is
 * written there as it happens (`{ phase, at, cpu }`: seconds since the process started, and CPU
 * seconds the process has used by then, all its threads, not its child processes), and the
 * bench prints the time between them. Without it, nothing is recorded.
 *
 * Marks come from umi's hooks, at the first and last stage of each: umi bundles the server
 * build in its own `onBeforeCompiler` hook and then the client build; `onBuildComplete` runs
 * umi's route preloading (stage 0, before the site's plugins) and the search index;
 * `modifyExportHTMLFiles` prerenders (umi, stage 0) and then post-processes
 * (plugins/publish/, which marks its own steps with `markPhase`).
 */
export interface PhaseMark {
  phase: string;
  at: number;
  cpu?: number;
}

const MARKS = Symbol.for('rc-pagination-docs.buildPhases');
const marks = ((globalThis as Record<symbol, PhaseMark[] | undefined>)[MARKS] ??= []);

/** Records that `phase` ended now (a no-op unless BENCH_PHASES_FILE is set). */
export function markPhase(phase: string): void {
  const file = process.env.BENCH_PHASES_FILE;
  if (!file) return;
  const { user, system } = process.cpuUsage();
  marks.push({ phase, at: Number(process.uptime().toFixed(3)), cpu: Number(((user + system) / 1e6).toFixed(3)) });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(marks, null, 2)}\n`);
}

/** umi plugin, listed first in .dumirc.ts so its stage-0 marks fall right after umi's own hooks. */
export default (api: IApi) => {
  api.describe({ key: 'site:build-phases' });
  if (!process.env.BENCH_PHASES_FILE) return;
  api.onBeforeCompiler({ stage: -Infinity, fn: () => markPhase('start (config, generated files)') });
  api.onBeforeCompiler({ stage: Infinity, fn: () => markPhase('server bundle') });
  api.onBuildComplete({ stage: -Infinity, fn: () => markPhase('client bundle') });
  api.onBuildComplete({ stage: 0, fn: () => markPhase('route preload (umi, stats)') });
  api.onBuildComplete({ stage: Infinity, fn: () => markPhase('search index') });
  api.modifyExportHTMLFiles({ stage: 0, fn: (files) => (markPhase('prerender (umi)'), files) });
  api.onBuildHtmlComplete({ stage: Infinity, fn: () => markPhase('write HTML files') });
};
