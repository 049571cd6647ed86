/**
 * Whether an error means a script or stylesheet chunk failed to download, as webpack,
 * mini-css-extract-plugin and native dynamic import report it: a reload fixes it (a new deployment
 * often replaced the old chunk files), retrying the render does not.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  if (name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      message,
    )
  );
}

/** A stylesheet `<link>` of this site: the target of an element `error` event worth reporting. */
export function isOwnStylesheet(target: EventTarget | null, origin: string): boolean {
  return (
    typeof HTMLLinkElement !== 'undefined' &&
    target instanceof HTMLLinkElement &&
    /\bstylesheet\b/i.test(target.rel) &&
    target.href.startsWith(origin)
  );
}

/**
 * Stylesheets of this site whose download failed before anyone listened: Chromium leaves such a
 * link with an empty sheet (no rules). A link still loading has no sheet yet and is not counted;
 * if it fails later, its `error` event says so.
 */
export function failedStylesheets(doc: Document): HTMLLinkElement[] {
  const origin = doc.location?.origin ?? '';
  return Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')).filter(
    (link) => isOwnStylesheet(link, origin) && isEmptySheet(link.sheet),
  );
}

function isEmptySheet(sheet: CSSStyleSheet | null): boolean {
  if (!sheet) return false;
  try {
    return sheet.cssRules.length === 0;
  } catch {
    return false;
  }
}
