import type { IApi } from 'dumi';
import { mkdirSync, writeFileSync } from 'fs';
import path from 'path';

/**
 * The build's phases for `npm run bench`: with BENCH_PHASES_FILE set, each phase's end is written
 * there as it happens (`{ phase, at, cpu }`: seconds since the process started, and the process's
 * CPU seconds by then). The marks sit at the first and last stage of umi's hooks around its own steps.
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
