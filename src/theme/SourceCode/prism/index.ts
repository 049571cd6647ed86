/**
 * The site's Prism: the core and the languages its code blocks and demos are written in, TSX and
 * CSS with those they extend (not the 30 of the Prism that dumi's own SourceCode bundles).
 * HighlightedCode shows a block in any other language as plain text. Each language file adds
 * itself to the global Prism the core defines, so the order matters: a language comes after those
 * it extends.
 */
import './manual';
// eslint-disable-next-line import/order -- the flag above must be set before the core loads
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';

export default Prism;
