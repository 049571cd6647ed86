import { ROOT_PROPERTIES, TYPOGRAPHY_PROPERTIES, type Look } from './look';

/** What the page hands its runner frame to draw a demo as the original (maintainers/live-demo-look.md). */

/** The page's stylesheets as text; a media-bound sheet keeps its query, an unreadable one is left out. */
export function pageStyles(sheets: Iterable<CSSStyleSheet>): string[] {
  return [...sheets].flatMap((sheet) => {
    if (sheet.disabled) return [];
    let text: string;
    try {
      text = [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
    } catch {
      return [];
    }
    const media = sheet.media?.mediaText.trim() ?? '';
    return [media === '' || media === 'all' ? text : `@media ${media} {\n${text}\n}`];
  });
}

function valuesOf<Name extends string>(style: CSSStyleDeclaration, names: readonly Name[]): Partial<Record<Name, string>> {
  const values: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = style.getPropertyValue(name).trim();
    if (value !== '' && value.length <= 1000) values[name] = value;
  }
  return values;
}

export function lookOf(view: Pick<Window, 'innerWidth' | 'innerHeight' | 'getComputedStyle'>, box: Element): Look {
  const root = box.ownerDocument.documentElement;
  const boxStyle = view.getComputedStyle(box);
  const lang = box.closest('[lang]')?.getAttribute('lang') ?? '';
  const direction = boxStyle.getPropertyValue('direction');
  return {
    viewport: { width: view.innerWidth, height: view.innerHeight },
    typography: valuesOf(boxStyle, TYPOGRAPHY_PROPERTIES),
    root: valuesOf(view.getComputedStyle(root), ROOT_PROPERTIES),
    lang: /^([a-z]{1,8}(-[a-z0-9]{1,8})*)?$/i.test(lang) && lang.length <= 35 ? lang : '',
    dir: direction === 'rtl' || direction === 'ltr' ? direction : '',
  };
}
