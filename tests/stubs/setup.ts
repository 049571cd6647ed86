// every unit test starts from the same page: English, at `/`, no route data (tests/stubs/dumi.ts)
import { afterEach } from 'vitest';
import { resetDumi } from './dumi';

afterEach(resetDumi);

// jsdom has no ResizeObserver, which every browser the site targets has: one that reports nothing
// (tests/unit/sandbox/useSandboxRun.test.tsx puts in one it calls back by hand)
if (!('ResizeObserver' in globalThis)) {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
