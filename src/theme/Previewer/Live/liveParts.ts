/*
 * What a demo box needs only once it is live: the sandbox run, the run's messages and the
 * restored-edits notice. One chunk, fetched by ./lazyLive.tsx on first use; nothing here is
 * imported by the page itself.
 */
export { default as LiveMessage } from './LiveMessage';
export { default as LiveRun } from './LiveRun';
export { default as RestoredNotice } from './RestoredNotice';
