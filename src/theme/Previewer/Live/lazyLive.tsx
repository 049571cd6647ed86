import React, { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ChunkErrorBoundary } from '@theme/ChunkError';
import { CompareLoading } from './CompareToggle';

/**
 * The live parts of a demo box (./liveParts.ts) as one chunk, fetched when a demo first goes live
 * (maintainers/performance.md); a chunk that fails shows the reload message in the part's place.
 */
const loadLive = () => import('./liveParts');

/** Fetches the chunk ahead of its first use (the editor opened), so the first run waits less. */
export function preloadLive(): void {
  void loadLive().catch(() => undefined);
}

type Parts = Awaited<ReturnType<typeof loadLive>>;

/** A part fetched by `load`, with `fallback` (or nothing) while it downloads. */
function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback?: (props: Props) => ReactNode) {
  // a lazy component takes its part's props; React's types wrap them in ref attributes it has not
  const Part = lazy(() => load().then((part) => ({ default: part }))) as unknown as ComponentType<Props>;
  return function LivePart(props: Props) {
    return (
      <ChunkErrorBoundary>
        <Suspense fallback={fallback?.(props) ?? null}>
          <Part {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  };
}

/** A part of the live chunk, with `fallback` (or nothing) while it downloads. */
const livePart = <Props extends object>(pick: (parts: Parts) => ComponentType<Props>, fallback?: (props: Props) => ReactNode) =>
  lazyPart(() => loadLive().then(pick), fallback);

/** The demo run in the sandbox frame; the demo as written shows while the chunk downloads. */
export const LazyLiveRun = livePart((parts) => parts.LiveRun, (props) => props.original);
/**
 * The notice under shared code, a chunk of its own: only a share address needs it, and with it
 * the scan for invisible characters, so an edit's first run does not download them.
 */
export const LazySharedCodeNotice = lazyPart(() =>
  import(/* webpackExports: ["SharedCodeNotice"] */ '@site/sandbox').then((sandbox) => sandbox.SharedCodeNotice),
);
export const LazyLiveMessage = livePart((parts) => parts.LiveMessage);
export const LazyRestoredNotice = livePart((parts) => parts.RestoredNotice);
/** The comparison of two releases, with its measuring and texts: a chunk fetched when the visitor first opens it. */
export const LazyCompareView = lazyPart(
  () => import('@theme/CompareReleases').then((part) => part.default),
  () => <CompareLoading />,
);
/** The 5.x form's offer, with the form's writer: a chunk of its own, fetched only on a 5.x release. */
export const LazySizeChangerForm = lazyPart(() => import('./SizeChangerForm').then((part) => part.default));
