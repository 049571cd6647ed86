import { ROOT_PROPERTIES, TYPOGRAPHY_PROPERTIES, type Look } from '../look';
import type { ColourMode } from '../protocol';
import { SITE_STYLESHEET_CONDITION } from '../siteStylesheet';
import { matchesMedia, type Viewport } from './mediaQuery';
import { resolveMediaRules } from './resolveMedia';

/** The frame's layout: no margins, transparent, a body that never clips a popup (watchSize). */
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
let siteTexts: string[] = [];
let demoTexts: string[] = [];
let siteSheets: CSSStyleSheet[] = [];
let demoSheets: CSSStyleSheet[] = [];
/** the page's window; until the page tells it, media queries answer for the frame's */
let viewport: Viewport | null = null;

let releaseTexts: string[] = [];
let releaseSheets: CSSStyleSheet[] = [];

const compact = (condition: string) => condition.replace(/\s+/g, '');

/** Removes the `@supports` blocks that mark rc-pagination 4.0.4's stylesheet (../siteStylesheet.ts). */
export function dropSiteStylesheet(sheet: CSSStyleSheet): void {
  for (let index = sheet.cssRules.length - 1; index >= 0; index -= 1) {
    const rule = sheet.cssRules[index];
    if (rule instanceof CSSSupportsRule && compact(rule.conditionText) === compact(SITE_STYLESHEET_CONDITION)) {
      sheet.deleteRule(index);
    }
  }
}

/** Sheets whose @media rules answer for the page's window, not the narrower frame's; `withoutSite`: without 4.0.4's rules. */
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

const siteSheetsNow = () => sheetsOf(siteTexts, releaseTexts.length > 0);

function adopt() {
  document.adoptedStyleSheets = [...siteSheets, ...releaseSheets, ...demoSheets, ...(frameSheet ? [frameSheet] : [])];
}

/** The page's stylesheets, sent once by the page. */
export function setSiteStyles(sheets: string[]): void {
  siteTexts = sheets;
  siteSheets = siteSheetsNow();
  adopt();
  applyLook();
}

/** The stylesheet of the release the demo runs on; null: 4.0.4, which the page's sheets hold. */
export function setReleaseStyles(css: string | null): void {
  const had = releaseTexts.length > 0;
  releaseTexts = css === null ? [] : [css];
  releaseSheets = sheetsOf(releaseTexts);
  if (had !== releaseTexts.length > 0) siteSheets = siteSheetsNow();
  adopt();
}

export function setDemoStyles(sheets: string[]): void {
  demoTexts = sheets;
  demoSheets = sheetsOf(demoTexts);
  adopt();
}

/** Sets the page's values where the element's own differ: 16px set needlessly is no longer `medium` (13px monospace). */
function takeOver(element: HTMLElement, names: readonly string[], values: Partial<Record<string, string>>): void {
  for (const name of names) element.style.removeProperty(name);
  const own = getComputedStyle(element);
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && own.getPropertyValue(name).trim() !== value) element.style.setProperty(name, value);
  }
}

let look: Look | null = null;

function applyLook(): void {
  if (!look) return;
  const html = document.documentElement;
  if (look.lang) html.setAttribute('lang', look.lang);
  if (look.dir) html.setAttribute('dir', look.dir);
  takeOver(html, ROOT_PROPERTIES, look.root);
  takeOver(document.body, TYPOGRAPHY_PROPERTIES, look.typography);
}

/** How the page looks around the frame (../look.ts); media queries resolve again when its window changes. */
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

export function setColourMode(mode: ColourMode): void {
  document.documentElement.setAttribute('data-prefers-color', mode);
  applyLook();
}

export interface ContentSize {
  height: number;
  overlay: number;
  left: number;
  right: number;
}

/** Past this many elements, the popup spans the frame's width. */
const MAX_MEASURED = 2000;

/** The area below the flow that popups cover, from leftmost to rightmost edge; the page clamps it (../frameBox.ts). */
function popupArea(flowHeight: number): Omit<ContentSize, 'height'> {
  const { scrollHeight } = document.body;
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
  const from = Math.max(0, Math.floor(left));
  const to = Math.max(0, Math.ceil(right));
  return to > from ? { overlay: Math.ceil(bottom - flowHeight), left: from, right: to } : { overlay: 0, left: 0, right: 0 };
}

/** Reports the content's size at the next animation frame on every change; returns the measurement for a
 * caller that must report the size before a run's result (else everything below the demo jumps). */
export function watchSize(report: (size: ContentSize) => void): () => void {
  let last = '';
  let queued = false;
  const measure = () => {
    queued = false;
    // a popup is reported apart, for the page to overlay it instead of moving what follows
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
