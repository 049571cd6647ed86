import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

/*
 * The editor's look, from the site's tokens (src/styles/tokens.css), so it follows the colour
 * mode. CodeMirror mounts these rules as a constructed stylesheet with its own chunk: nothing is
 * added to the stylesheet every page loads, and no <style> element meets the site's CSP.
 */
export const editorTheme = EditorView.theme({
  '&': {
    backgroundColor: 'var(--site-code-bg)',
    color: 'var(--site-text)',
    fontSize: '13px',
    borderRadius: '0 0 8px 8px',
  },
  '&.cm-focused': {
    outline: '2px solid var(--site-focus-ring)',
    outlineOffset: '-2px',
  },
  '.cm-scroller': {
    fontFamily: 'var(--site-font-mono)',
    lineHeight: '1.6',
  },
  '.cm-content': { padding: '12px 0', caretColor: 'var(--site-text)' },
  '.cm-cursor': { borderLeftColor: 'var(--site-text)' },
  '.cm-gutters': {
    backgroundColor: 'var(--site-code-bg)',
    color: 'var(--site-text-muted)',
    border: 'none',
  },
  '.cm-lineNumbers .cm-gutterElement': { padding: '0 12px 0 16px' },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'transparent' },
});

/** The colours of the site's Prism blocks (src/styles/syntax.css), all 4.5:1 or more. */
const highlightStyle = HighlightStyle.define([
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--site-syntax-comment)' },
  { tag: [tags.keyword, tags.controlKeyword, tags.moduleKeyword, tags.operatorKeyword], color: 'var(--site-syntax-keyword)' },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: 'var(--site-syntax-function)' },
  { tag: [tags.string, tags.special(tags.string), tags.regexp], color: 'var(--site-syntax-string)' },
  { tag: [tags.tagName, tags.propertyName], color: 'var(--site-syntax-tag)' },
  { tag: [tags.attributeName, tags.className, tags.typeName, tags.bool, tags.number, tags.atom], color: 'var(--site-syntax-number)' },
  { tag: tags.url, color: 'var(--site-syntax-url)' },
]);

export const highlighting = syntaxHighlighting(highlightStyle);
