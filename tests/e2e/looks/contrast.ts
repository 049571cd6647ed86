/**
 * WCAG 2.1 contrast, measured the way a reader sees the page: each visible text's computed colour
 * against the background actually under it, found by walking up its ancestors and compositing
 * every semi-transparent layer until an opaque one.
 *
 * Why not axe's `color-contrast` rule (tests/e2e/a11y.spec.ts runs it)? axe reads the background
 * from the stack of elements painted at the text's position, and gives up ("incomplete", not a
 * violation) when another element lies over the text. rc-select lays its transparent search input
 * over the size changer's value, so axe never judged that value: it was 1.66:1 in dark mode.
 *
 * `lowContrastTexts` runs inside the page: `inPageSource` sends it to the browser with the
 * helpers it calls, so every function here must use only its arguments and the other functions.
 */

/** [red, green, blue] in 0–255 and alpha in 0–1. */
export type Rgba = [number, number, number, number];

export interface LowContrast {
  /** a short CSS path to the element holding the text */
  element: string;
  text: string;
  colour: string;
  background: string;
  ratio: number;
  required: number;
}

/** Reads a computed colour: rgb()/rgba() with commas or spaces, or `transparent`. */
export function parseColour(value: string): Rgba | null {
  if (value === 'transparent') return [0, 0, 0, 0];
  const match = /^rgba?\(([^)]+)\)$/.exec(value.trim());
  if (!match) return null;
  const tokens = match[1].split(/[\s,/]+/).filter(Boolean);
  const number = (token: string, percentOf: number) =>
    token.endsWith('%') ? (parseFloat(token) / 100) * percentOf : parseFloat(token);
  const parts = [...tokens.slice(0, 3).map((token) => number(token, 255)), number(tokens[3] ?? '1', 1)];
  if (tokens.length < 3 || parts.some(Number.isNaN)) return null;
  return [parts[0], parts[1], parts[2], Math.min(1, Math.max(0, parts[3]))];
}

/** `top` painted over `bottom` (source-over). */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const alpha = top[3] + bottom[3] * (1 - top[3]);
  if (alpha === 0) return [0, 0, 0, 0];
  const mix = (i: number) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / alpha;
  return [mix(0), mix(1), mix(2), alpha];
}

/** WCAG relative luminance of an opaque colour. */
export function luminance(colour: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(colour[0]) + 0.7152 * linear(colour[1]) + 0.0722 * linear(colour[2]);
}

/** WCAG contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * WCAG AA's minimum: 3:1 for large text (at least 18 pt, or 14 pt bold; 1 pt = 4/3 px),
 * 4.5:1 for the rest.
 */
export function requiredRatio(fontSizePx: number, fontWeight: number): number {
  const large = fontSizePx >= 24 || (fontSizePx >= (14 * 4) / 3 - 0.01 && fontWeight >= 700);
  return large ? 3 : 4.5;
}

/** The colour stops of a CSS gradient as computed (`linear-gradient(rgb(…) 0%, …)`). */
export function gradientStops(image: string): string[] {
  return image.match(/rgba?\([^)]*\)/g) ?? [];
}

/**
 * Every visible text on the page below `required` contrast. Text of disabled controls is exempt
 * (WCAG 1.4.3 "incidental": part of an inactive user interface component), and so is text the
 * page hides (display, visibility, opacity 0, or clipped to a pixel for screen readers).
 */
export function lowContrastTexts(exemptSelector: string): LowContrast[] {
  const findings: LowContrast[] = [];
  const css = (element: Element) => getComputedStyle(element);
  /** The element's parent, crossing out of a shadow root to its host (the code editor draws in one). */
  const up = (element: Element): Element | null => {
    if (element.parentElement) return element.parentElement;
    const root = element.getRootNode();
    return root instanceof ShadowRoot ? root.host : null;
  };
  /** `closest` across shadow roots. */
  const within = (element: Element, selector: string): boolean => {
    for (let node: Element | null = element; node; node = up(node)) if (node.matches(selector)) return true;
    return false;
  };
  const describe = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && parts.length < 3; node = up(node)) {
      const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`).join('');
      parts.unshift(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}`);
    }
    return parts.join(' > ');
  };
  const printed = (colour: Rgba) =>
    `rgb(${colour.slice(0, 3).map((c) => Math.round(c)).join(', ')})`;

  /** The opaque colours that can lie under `element`'s text: more than one under a gradient. */
  const backgroundsUnder = (element: Element): Rgba[] => {
    const layers: Rgba[][] = [];
    for (let node: Element | null = element; node; node = up(node)) {
      const style = css(node);
      const stops = gradientStops(style.backgroundImage)
        .map(parseColour)
        .filter((stop): stop is Rgba => stop !== null);
      const colour = parseColour(style.backgroundColor) ?? [0, 0, 0, 0];
      const layer = stops.length > 0 ? stops.map((stop) => over(stop, colour)) : [colour];
      if (layer.some((c) => c[3] > 0)) layers.push(layer);
      if (layer.every((c) => c[3] >= 1)) break;
    }
    // the canvas under everything: white, or the dark canvas of a dark colour scheme
    const canvas: Rgba =
      css(document.documentElement).colorScheme.includes('dark') ? [18, 18, 18, 1] : [255, 255, 255, 1];
    return layers.reduceRight<Rgba[]>(
      (below, layer) => layer.flatMap((top) => below.map((bottom) => over(top, bottom))),
      [canvas],
    );
  };

  const opacityOf = (element: Element): number => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = up(node)) {
      opacity *= parseFloat(css(node).opacity);
    }
    return opacity;
  };

  /** Inside a box clipped to a pixel or less, the way text for screen readers only is hidden. */
  const clippedAway = (element: Element): boolean => {
    for (let node: Element | null = element; node; node = up(node)) {
      const style = css(node);
      const clips = style.overflow !== 'visible' || style.clip !== 'auto' || style.clipPath !== 'none';
      if (!clips) continue;
      const box = node.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return true;
    }
    return false;
  };

  const shows = (element: Element, rects: DOMRectList | DOMRect[]): boolean => {
    const style = css(element);
    if (style.visibility !== 'visible') return false;
    if ([...rects].every((rect) => rect.width <= 1 || rect.height <= 1)) return false;
    return opacityOf(element) > 0 && !clippedAway(element);
  };

  const check = (element: Element, text: string, colourValue: string, rects: DOMRectList | DOMRect[]) => {
    if (!shows(element, rects)) return;
    if (within(element, exemptSelector)) return;
    const style = css(element);
    const required = requiredRatio(parseFloat(style.fontSize), parseInt(style.fontWeight, 10));
    const parsed = parseColour(colourValue);
    if (!parsed) {
      // a colour format this sweep cannot read fails by name rather than passing unseen
      findings.push({ element: describe(element), text, colour: colourValue, background: '?', ratio: NaN, required });
      return;
    }
    if (parsed[3] === 0) return;
    const foreground: Rgba = [parsed[0], parsed[1], parsed[2], parsed[3] * opacityOf(element)];
    const worst = backgroundsUnder(element)
      .map((background) => ({ background, ratio: contrastRatio(over(foreground, background), background) }))
      .sort((a, b) => a.ratio - b.ratio)[0];
    if (worst.ratio < required) {
      findings.push({
        element: describe(element),
        text: text.trim().replace(/\s+/g, ' ').slice(0, 40),
        colour: printed(over(foreground, worst.background)),
        background: printed(worst.background),
        ratio: Math.round(worst.ratio * 100) / 100,
        required,
      });
    }
  };

  // the document's text, then the text of every open shadow root in it (and in those)
  const roots: Node[] = [document.body];
  const seen = new Set<Element>();
  while (roots.length > 0) {
    const root = roots.shift() as Node;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        if (node.shadowRoot) roots.push(node.shadowRoot);
        continue;
      }
      const parent = node.parentElement;
      if (!parent || seen.has(parent) || !node.textContent?.trim()) continue;
      if (within(parent, 'script, style, noscript, template, svg')) continue;
      seen.add(parent);
      const range = document.createRange();
      range.selectNodeContents(node);
      const style = css(parent);
      check(parent, node.textContent, style.webkitTextFillColor || style.color, range.getClientRects());
    }
  }
  // text typed into a field, or its placeholder when empty
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type]), input[type="text"], input[type="search"], input[type="number"], textarea',
  )) {
    const rects = field.getClientRects();
    if (field.value) check(field, field.value, css(field).color, rects);
    else if (field.placeholder) {
      check(field, field.placeholder, getComputedStyle(field, '::placeholder').color, rects);
    }
  }
  return findings;
}

/** lowContrastTexts and its helpers as one script for `page.evaluate`. */
export function inPageSource(exemptSelector: string): string {
  const helpers = [parseColour, over, luminance, contrastRatio, requiredRatio, gradientStops];
  return `(() => {\n${helpers.join('\n')}\nreturn (${lowContrastTexts})(${JSON.stringify(exemptSelector)});\n})()`;
}
