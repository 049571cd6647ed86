/*
 * The sandbox's public face for the page: the hook that runs edited code in the sandboxed
 * runner frame, and the notice before shared code runs. Re-exports only, no side effects (the
 * components import their own stylesheet). The runner itself (src/sandbox/runner) is a
 * separate esbuild bundle (plugins/sandbox/runnerPage.ts), never imported by the page.
 */
export { default as SharedCodeNotice } from './SharedCodeNotice';
export type { StopReason } from './protocol';
export { RUN_DELAY_MS, useSandboxRun, type SandboxRun } from './useSandboxRun';
