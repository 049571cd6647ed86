import { ROOT_PROPERTIES, TYPOGRAPHY_PROPERTIES, type Look } from '../look';
import type { ColourMode } from '../protocol';
import { SITE_STYLESHEET_CONDITION } from '../siteStylesheet';
import { matchesMedia, type Viewport } from './mediaQuery';
import { resolveMediaRules } from './resolveMedia';

/**
 * The frame's own layout: no margins, a transparent background (the demo box shows through),
 * and a body that holds every popup of the demo without clipping it (the page lets the frame grow
 * over what follows it while a popup is out: watchSize). Applied as a
 * constructed stylesheet, which the runner page's CSP (no style-src) allows.
 */
const FRAME_CSS = `
html, body { margin: 0 !important; padding: 0 !important; background: transparent !important; min-height: 0 !important; }
html { overflow: hidden !important; }
body { position: relative; display: flow-root; overflow: visible !important; }
`;

function sheetOf(css: string): CSSStyleSheet | null {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    return sheet;
  } catch {
    return null;
  }
}

const frameSheet = sheetOf(FRAME_CSS);
/** the sheets as text, to resolve again for another viewport */
let siteTexts: string[] = [];
let demoTexts: string[] = [];
let siteSheets: CSSStyleSheet[] = [];
let demoSheets: CSSStyleSheet[] = [];
/** the page's window; until the page tells it, media queries answer for the frame's own */
let viewport: Viewport | null = null;

let releaseTexts: string[] = [];
let releaseSheets: CSSStyleSheet[] = [];

/** A condition without its white space, which a minifier may drop. */
const compact = (condition: string) => condition.replace(/\s+/g, '');

/** Removes the top-level `@supports` blocks marked as rc-pagination 4.0.4's stylesheet (../siteStylesheet.ts). */
export function dropSiteStylesheet(sheet: CSSStyleSheet): void {
  for (let index = sheet.cssRules.length - 1; index >= 0; index -= 1) {
    const rule = sheet.cssRules[index];
    if (rule instanceof CSSSupportsRule && compact(rule.conditionText) === compact(SITE_STYLESHEET_CONDITION)) {
      sheet.deleteRule(index);
    }
  }
}

/**
 * Sheets of `texts` whose @media rules answer for the page's window (unwrapped or removed),
 * since the frame, narrower than the window, would answer `(max-width: 992px)` otherwise;
 * without 4.0.4's rc-pagination rules when `withoutSite` (another release runs).
 */
function sheetsOf(texts: string[], withoutSite = false): CSSStyleSheet[] {
  const page = viewport;
  const ask = (query: string) => window.matchMedia(query).matches;
  return texts.flatMap((text) => {
    const sheet = sheetOf(text);
    if (!sheet) return [];
    if (withoutSite) dropSiteStylesheet(sheet);
    if (page) resolveMediaRules(sheet, (media) => matchesMedia(media, page, ask));
    return [sheet];
  });
}

/** The page's sheets, without 4.0.4's rc-pagination rules while another release's are set. */
const siteSheetsNow = () => sheetsOf(siteTexts, releaseTexts.length > 0);

function adopt() {
  document.adoptedStyleSheets = [...siteSheets, ...releaseSheets, ...demoSheets, ...(frameSheet ? [frameSheet] : [])];
}

/** The page's stylesheets (site styles, rc-pagination's, the demos'), sent once by the page. */
export function setSiteStyles(sheets: string[]): void {
  siteTexts = sheets;
  siteSheets = siteSheetsNow();
  adopt();
  applyLook();
}

/**
 * The stylesheet of the release the demo runs on, in place of rc-pagination 4.0.4's
 * among the page's; null: 4.0.4, whose stylesheet the page's hold.
 */
export function setReleaseStyles(css: string | null): void {
  const had = releaseTexts.length > 0;
  releaseTexts = css === null ? [] : [css];
  releaseSheets = sheetsOf(releaseTexts);
  if (had !== releaseTexts.length > 0) siteSheets = siteSheetsNow();
  adopt();
}

/** The stylesheets the edited demo imports from its own files, over the site's. */
export function setDemoStyles(sheets: string[]): void {
  demoTexts = sheets;
  demoSheets = sheetsOf(demoTexts);
  adopt();
}

/**
 * Gives `element` the page's `values` of `names` where its own styles do not already give them.
 * A value set needlessly loses what the page's is derived from: 16px set is no longer the
 * keyword `medium`, under which monospace text is 13px, not 16.
 */
function takeOver(element: HTMLElement, names: readonly string[], values: Partial<Record<string, string>>): void {
  for (const name of names) element.style.removeProperty(name);
  const own = getComputedStyle(element);
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && own.getPropertyValue(name).trim() !== value) element.style.setProperty(name, value);
  }
}

let look: Look | null = null;

/** The look on the frame's root and body, again whenever the styles it is compared with change. */
function applyLook(): void {
  if (!look) return;
  const html = document.documentElement;
  if (look.lang) html.setAttribute('lang', look.lang);
  if (look.dir) html.setAttribute('dir', look.dir);
  takeOver(html, ROOT_PROPERTIES, look.root);
  takeOver(document.body, TYPOGRAPHY_PROPERTIES, look.typography);
}

/**
 * How the page looks around the frame (../look.ts): the demo box's text properties on the body,
 * the page root's language, direction, font size and colour scheme on the frame's root, and the
 * page's window, which the stylesheets' media queries are resolved for again when it changes.
 */
export function setLook(next: Look): void {
  look = next;
  const { width, height } = next.viewport;
  if (!viewport || viewport.width !== width || viewport.height !== height) {
    viewport = { width, height };
    siteSheets = siteSheetsNow();
    releaseSheets = sheetsOf(releaseTexts);
    demoSheets = sheetsOf(demoTexts);
    adopt();
  }
  applyLook();
}

/** The site's colour mode attribute, which its stylesheets key dark colours on. */
export function setColourMode(mode: ColourMode): void {
  document.documentElement.setAttribute('data-prefers-color', mode);
  applyLook();
}

/** The demo's flow height, and the area of a popup below it (overlay 0: none). */
export interface ContentSize {
  height: number;
  overlay: number;
  left: number;
  right: number;
}

/** Elements looked at, at most: a demo has a few hundred; past that, the popup spans the frame's width. */
const MAX_MEASURED = 2000;

/**
 * The area below the flow that the demo's popups cover (rc-select's list, drawn beside the select
 * or in a container on the body): what reaches past the flow's end, from its leftmost to its
 * rightmost edge. The page clamps it and draws it under its own controls (src/sandbox/frameBox.ts).
 */
function popupArea(flowHeight: number): Omit<ContentSize, 'height'> {
  const { scrollHeight } = document.body;
  // a line's ink sticking out less than a pixel (the simple pager's input) is no popup
  if (scrollHeight <= flowHeight + 1) return { overlay: 0, left: 0, right: 0 };
  const elements = document.body.getElementsByTagName('*');
  if (elements.length > MAX_MEASURED) return { overlay: scrollHeight - flowHeight, left: 0, right: document.body.clientWidth };
  let left = Infinity;
  let right = -Infinity;
  let bottom = flowHeight;
  for (let index = 0; index < elements.length; index += 1) {
    const rect = elements[index].getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0 || rect.bottom <= flowHeight + 1) continue;
    left = Math.min(left, rect.left);
    right = Math.max(right, rect.right);
    bottom = Math.max(bottom, rect.bottom);
  }
  // what lies left of the frame (off screen on purpose) is no popup the visitor sees
  const from = Math.max(0, Math.floor(left));
  const to = Math.max(0, Math.ceil(right));
  return to > from ? { overlay: Math.ceil(bottom - flowHeight), left: from, right: to } : { overlay: 0, left: 0, right: 0 };
}

/**
 * Calls `report` with the content's size whenever the demo's size or content changes, at the next
 * animation frame. Returns the measurement itself, for a caller that needs the size reported now:
 * a run's result must not reach the page before the size of what it rendered (the page would draw
 * the frame at the size of the empty document for a frame, and everything below the demo would
 * jump up and back).
 */
export function watchSize(report: (size: ContentSize) => void): () => void {
  let last = '';
  let queued = false;
  const measure = () => {
    queued = false;
    // the body's own height, to the fraction the page's box has too; a popup (rc-select's list,
    // absolutely placed on the body) is reported apart, so that the page overlays it on what
    // follows instead of moving it
    const height = document.body.getBoundingClientRect().height;
    const size = { height, ...popupArea(height) };
    const key = `${size.height} ${size.overlay} ${size.left} ${size.right}`;
    if (key !== last) {
      last = key;
      report(size);
    }
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(measure);
  };
  new ResizeObserver(queue).observe(document.body);
  new MutationObserver(queue).observe(document.body, { childList: true, subtree: true, attributes: true });
  adopt();
  queue();
  return measure;
}
