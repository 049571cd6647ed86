/**
 * The site's Prism: the core and the languages of its code blocks and demos (TSX and CSS, with those
 * they extend); any other language is shown plain. Each language extends the global Prism the core
 * defines, so a language comes after those it extends.
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
