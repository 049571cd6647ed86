/* The sandbox's face for the page; the runner (./runner) is a separate bundle, never imported by the page. */
export { default as SharedCodeNotice } from './SharedCodeNotice';
export type { CallName, Measures, StopReason } from './protocol';
export { RUN_DELAY_MS, useSandboxRun, type ProbeEvent, type SandboxRun } from './useSandboxRun';
export { MEASURING_LIMIT_MS } from './watchdog';
