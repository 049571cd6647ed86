/** What resource timing says about one download; `responseStatus` is Chromium 109+. */
export interface ResourceEntryLike {
  name: string;
  responseStatus?: number;
}

/**
 * Removes the script tags the prerendered page preloads (`<script data-webpack>`) whose download
 * already failed. webpack reuses such a tag when it asks for the chunk and waits for its load or
 * error event, which has already passed: the page would wait for ever. Without the tag, webpack
 * requests the chunk again and reports a failure that the error boundaries turn into the reload
 * message. Returns the removed addresses.
 */
export function dropFailedPreloads(doc: Document, entries: readonly ResourceEntryLike[]): string[] {
  const failed = new Set(
    entries
      .filter(({ responseStatus }) => typeof responseStatus === 'number' && responseStatus >= 400)
      .map(({ name }) => name),
  );
  const removed: string[] = [];
  doc.querySelectorAll<HTMLScriptElement>('script[data-webpack][src]').forEach((script) => {
    if (!failed.has(script.src)) return;
    script.remove();
    removed.push(script.src);
  });
  return removed;
}
