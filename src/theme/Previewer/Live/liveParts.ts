/*
 * What a demo box needs only once it is live: the sandbox run, the run's messages, the
 * restored-edits notice and the 5.x form's offer. One chunk, fetched by ./lazyLive.tsx on first
 * use; nothing here is imported by the page itself.
 */
export { default as LiveMessage } from './LiveMessage';
export { default as LiveRun } from './LiveRun';
export { default as RestoredNotice } from './RestoredNotice';
export { default as SizeChangerForm } from './SizeChangerForm';
