/**
 * Stands in for the `resize-observer-polyfill` package (bundled with rc-select through
 * rc-resize-observer, 2.5 KB gzipped): every browser the site is built for has ResizeObserver
 * (plugins/patches/index.ts aliases the package here). rc-resize-observer creates its observer
 * when its module loads, so the prerendering server, which has none, gets one that does nothing.
 */
class ServerResizeObserver implements ResizeObserver {
  observe() {}

  unobserve() {}

  disconnect() {}
}

export default typeof ResizeObserver === 'undefined' ? ServerResizeObserver : ResizeObserver;
