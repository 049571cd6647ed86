/** What resource timing says about one download; `responseStatus` is Chromium 109+. */
export interface ResourceEntryLike {
  name: string;
  responseStatus?: number;
}

/**
 * Removes the preloaded `<script data-webpack>` tags whose download already failed: webpack would
 * wait for their past error event for ever; without them it retries and reports the failure.
 * Returns the removed addresses.
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
