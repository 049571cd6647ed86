import { useEffect } from 'react';

/**
 * Applies `css` to the document while the component is mounted. A constructed stylesheet is
 * CSSOM, not an inline <style>, so it works under the site's Content-Security-Policy
 * (`style-src 'self'`); a browser without constructable stylesheets gets a <style> element.
 */
export function useAdoptedStylesheet(css: string | null | undefined): void {
  useEffect(() => {
    if (!css) return undefined;
    if ('adoptedStyleSheets' in document && typeof CSSStyleSheet === 'function') {
      try {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        return () => {
          document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== sheet);
        };
      } catch {
        // constructor without replaceSync: fall through to a <style> element
      }
    }
    const element = document.createElement('style');
    element.textContent = css;
    document.head.appendChild(element);
    return () => element.remove();
  }, [css]);
}
