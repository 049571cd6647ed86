/** Types for report.mjs, so the unit tests type-check under strict TypeScript. */

export interface PageFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  scriptRequests: number;
}

export interface PageResult extends PageFigures {
  /** Route relative to the site's base, without a leading slash: '' is the home page. */
  route: string;
  /** Lighthouse runs taken for the page, disturbed ones included. */
  attempts?: number;
  /** Kept runs the VM host disturbed (taken when the attempts ran out). */
  disturbedRuns?: number;
}

export interface Budgets {
  minPerformanceScore: number;
  maxLcpMs: number;
  maxTbtMs: number;
  maxCls: number;
  maxFirstLoadScriptKiB: number;
  /** First-load script per page kind: pages without a size changer, pages with one. */
  maxFirstLoadScriptKiBByKind?: { plain: number; sizeChanger: number };
  maxBuildSeconds: number;
  /** Cold `dumi build`, this site's median over the upstream site's (scripts/bench/reference.mjs). */
  buildRatio?: number;
  /** Cold `dumi dev` to the first demo page showing its pagination, the same ratio. */
  devStartRatio?: number;
  /** A demo file's edit shown in the page open on `dumi dev`, median of the bench's edits, ms. */
  maxDemoEditMs?: number;
  maxShowCodeKiB: number;
  maxShowAndFirstEditKiB: number;
  maxCompareOpenKiB: number;
  maxSearchOpenKiB: number;
  maxSearchKeystrokeMs: number;
  maxRunnerReleasePartKiB: number;
  maxHostileLinkTaskMs: number;
}

/** What search costs per language: bytes opening it (gzipped), a keystroke's CPU time. */
export interface SearchFigures {
  sizes: { locale: string; total: number }[];
  keystrokes: { locale: string; cpu: { p95Ms: number } }[];
}

export interface BudgetMiss {
  route: string;
  metric: string;
  actual: number;
  limit: number;
}

/** The parts of a Lighthouse result this module reads. */
export interface LighthouseResultLike {
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    | {
        numericValue?: number;
        details?: { items?: Array<{ resourceType?: string; transferSize?: number }> };
      }
    | undefined
  >;
}

export function summarizeRun(lhr: LighthouseResultLike): PageFigures;
export function pickMedianRun<T extends { score: number }>(runs: T[]): T;
/** Anything measured with the CPU steal of its time span (null where it could not be read). */
export interface StealMeasured {
  cpuSteal: number | null;
}
export function isQuiet(run: Partial<StealMeasured>, maxSteal: number): boolean;
export function needsAnotherRun(
  runs: Partial<StealMeasured>[],
  options: { wanted: number; maxSteal: number; maxAttempts: number },
): boolean;
export function keptRuns<T extends Partial<StealMeasured>>(
  runs: T[],
  options: { wanted: number; maxSteal: number },
): { runs: T[]; disturbed: number };
export function lessDisturbed<T extends { disturbedRuns?: number }>(first: T, second: T): T;
export function checkBudgets(
  result: {
    pages: Omit<PageResult, 'scriptRequests'>[];
    buildSeconds: number | null;
    search?: SearchFigures;
  },
  budgets: Budgets,
): BudgetMiss[];
export function formatTable(pages: PageResult[]): string;
export function formatMisses(misses: BudgetMiss[]): string;

export function stealShare(before: string | undefined, after: string | undefined): number | null;

/** What opening a demo's code downloaded (scripts/bench/codeBytes.mjs). */
export interface CodeBytes {
  route: string;
  showBytes: number;
  showAndEditBytes: number;
  /** opening "Compare releases" until both sides are measured */
  compareBytes: number;
  show: { url: string; bytes: number }[];
  edit: { url: string; bytes: number }[];
  compare: { url: string; bytes: number }[];
}
export function checkCodeBytes(
  figures: Pick<CodeBytes, 'route' | 'showBytes' | 'showAndEditBytes' | 'compareBytes'>,
  budgets: Pick<Budgets, 'maxShowCodeKiB' | 'maxShowAndFirstEditKiB' | 'maxCompareOpenKiB'>,
): BudgetMiss[];
export function formatCodeBytes(figures: CodeBytes): string;
/** How long hostile share addresses held the main thread (scripts/bench/hostile-links.mjs). */
export interface HostileLinkFigures {
  route: string;
  cases: { name: string; budgeted: boolean; runsMs: number[]; longestMs: number }[];
}
export function checkHostileLinks(
  figures: HostileLinkFigures,
  budgets: Pick<Budgets, 'maxHostileLinkTaskMs'>,
): BudgetMiss[];
export function formatHostileLinks(figures: HostileLinkFigures): string;
export const RELEASE_PART: RegExp;
export function checkReleaseParts(
  parts: { file: string; gzipBytes: number }[],
  budgets: Pick<Budgets, 'maxRunnerReleasePartKiB'>,
): BudgetMiss[];
/**
 * A phase's end, as plugins/bench/buildPhases.ts writes it: seconds since the build started,
 * and the CPU seconds the build process had used by then.
 */
export interface PhaseMark {
  phase: string;
  at: number;
  cpu?: number;
}
export interface BuildPhase {
  phase: string;
  seconds: number;
  cpuSeconds?: number;
}
export function buildPhases(marks: PhaseMark[], totalSeconds: number): BuildPhase[];
export function formatPhases(phases: BuildPhase[]): string;
