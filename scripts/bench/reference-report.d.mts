/** Types for reference-report.mjs, so the unit tests type-check under strict TypeScript. */
import type { Budgets, BudgetMiss, PageResult } from './report.mjs';

/** Seconds per run, each side's runs in the order taken. */
export interface SideTimes {
  reference: number[];
  site: number[];
}
export interface SideMedians {
  reference: number;
  site: number;
}
export interface ReferenceResult {
  rounds: number;
  build: SideTimes;
  devStart: SideTimes;
  medians: { build: SideMedians; devStart: SideMedians; demoEditMs?: number };
  ratios: { build: number; devStart: number };
  /** CPU seconds (user + system of every process a run started), as build and devStart. */
  cpu?: { build: SideTimes; devStart: SideTimes };
  cpuMedians?: { build: SideMedians; devStart: SideMedians };
  cpuRatios?: { build: number; devStart: number };
  /** Milliseconds from a demo file's edit to the open page showing it, this site only. */
  demoEditMs?: number[];
}
export type PageKind = 'plain' | 'sizeChanger';

export function median(values: number[]): number;
export function ratio(site: number, reference: number): number;
export function checkReferenceRatios(
  ratios: { build: number; devStart: number },
  budgets: Pick<Budgets, 'buildRatio' | 'devStartRatio'>,
): BudgetMiss[];
export function checkDemoEdit(editMs: number, budgets: Pick<Budgets, 'maxDemoEditMs'>): BudgetMiss[];
export function formatReference(
  result: ReferenceResult,
  budgets: Pick<Budgets, 'buildRatio' | 'devStartRatio' | 'maxDemoEditMs'>,
): string;
export function routeOfPage(file: string): string | null;
export function demoSources(file: string, markdown: string): string[];
export function importsOf(source: string): string[];
export function reachesSizeChanger(
  file: string,
  read: (path: string) => string | undefined,
  seen?: Set<string>,
): boolean;
export function pageKinds(
  pages: string[],
  read: (path: string) => string | undefined,
): Record<string, PageKind>;
export function checkFirstLoadByKind(
  pages: Pick<PageResult, 'route' | 'scriptBytes'>[],
  kinds: Record<string, PageKind>,
  budgets: Pick<Budgets, 'maxFirstLoadScriptKiBByKind'>,
): BudgetMiss[];
