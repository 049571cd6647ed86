/**
 * Webpack loader, `dumi dev` only, around dumi's Markdown loader, which reads every file a page's
 * demos imported for its cache key first: a removed one is read as empty text, so the page builds
 * afresh and a demo still importing it fails with "Can't resolve".
 */
const fs = require('fs');

/** The error dumi's cache key throws for a removed file, or undefined for any other error. */
function removedFileOf(error) {
  if (!error || error.code !== 'ENOENT' || error.syscall !== 'open' || typeof error.path !== 'string') return undefined;
  return /\bgetDepsCacheKey\b/.test(String(error.stack)) ? error.path : undefined;
}

/** Runs `run` with `readFileSync` answering '' for the files in `missing`; other reads as they are. */
function readingAsEmpty(missing, run) {
  const read = fs.readFileSync;
  fs.readFileSync = function readFileSyncOrEmpty(file, ...rest) {
    if (typeof file === 'string' && missing.has(file) && !fs.existsSync(file)) {
      const options = rest[0];
      const encoding = typeof options === 'string' ? options : options && options.encoding;
      return encoding ? '' : Buffer.alloc(0);
    }
    return read.call(this, file, ...rest);
  };
  try {
    return run();
  } finally {
    fs.readFileSync = read;
  }
}

/**
 * Calls `loader` (dumi's) as webpack would; when it throws for a removed file before its
 * asynchronous part starts, calls it again with the removed files read as empty: at most once
 * per removed file, as a file found missing twice ends the retries.
 */
function withRemovedFilesAsEmpty(loader, context, args) {
  const missing = new Set();
  for (;;) {
    try {
      return readingAsEmpty(missing, () => loader.apply(context, args));
    } catch (error) {
      const removed = removedFileOf(error);
      if (!removed || missing.has(removed)) throw error;
      missing.add(removed);
    }
  }
}

/** dumi's Markdown loader, which reads this rule's options itself. */
const DUMI_MD_LOADER = require.resolve('dumi/dist/loaders/markdown');

module.exports = function removedDemoFilesLoader(...args) {
  return withRemovedFilesAsEmpty(require(DUMI_MD_LOADER).default, this, args);
};
module.exports.DUMI_MD_LOADER = DUMI_MD_LOADER;
module.exports.withRemovedFilesAsEmpty = withRemovedFilesAsEmpty;
module.exports.removedFileOf = removedFileOf;
