import type { ColourMode } from '../protocol';

/**
 * The frame's own layout: no margins, a transparent background (the demo box shows through),
 * and a body that holds every popup of the demo, so its height is the demo's. Applied as a
 * constructed stylesheet, which the runner page's CSP (no style-src) allows.
 */
const FRAME_CSS = `
html, body { margin: 0 !important; padding: 0 !important; background: transparent !important; min-height: 0 !important; overflow: hidden !important; }
body { position: relative; display: flow-root; }
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
let siteSheets: CSSStyleSheet[] = [];
let demoSheets: CSSStyleSheet[] = [];
let releaseSheets: CSSStyleSheet[] = [];

function adopt() {
  document.adoptedStyleSheets = [...siteSheets, ...releaseSheets, ...demoSheets, ...(frameSheet ? [frameSheet] : [])];
}

/** The page's stylesheets (site styles, rc-pagination's, the demos'), sent once by the page. */
export function setSiteStyles(sheets: string[]): void {
  siteSheets = sheets.map(sheetOf).filter((sheet): sheet is CSSStyleSheet => sheet !== null);
  adopt();
}

/** The stylesheet of the release the demo runs on (issue 39), over rc-pagination 4.0.4's in the site's; null: none. */
export function setReleaseStyles(css: string | null): void {
  const sheet = css === null ? null : sheetOf(css);
  releaseSheets = sheet ? [sheet] : [];
  adopt();
}

/** The stylesheets the edited demo imports from its own files, over the site's. */
export function setDemoStyles(sheets: string[]): void {
  demoSheets = sheets.map(sheetOf).filter((sheet): sheet is CSSStyleSheet => sheet !== null);
  adopt();
}

/** The site's colour mode attribute, which its stylesheets key dark colours on. */
export function setColourMode(mode: ColourMode): void {
  document.documentElement.setAttribute('data-prefers-color', mode);
}

/** Calls `report` with the content height whenever the demo's size or content changes. */
export function watchHeight(report: (height: number) => void): void {
  let last = -1;
  let queued = false;
  const measure = () => {
    queued = false;
    const height = Math.ceil(Math.max(document.body.scrollHeight, document.body.getBoundingClientRect().height));
    if (height !== last) report((last = height));
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
}
