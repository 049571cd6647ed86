/*
 * "Compare releases": the demo's current code on two releases side by side, and what changes.
 * A chunk of its own: the previewer reaches it only through import() (src/theme/Previewer/Live/
 * lazyLive.tsx), its toggle and loading note stay in the previewer, its styles in the page's
 * stylesheet (src/theme/Previewer/usePreviewer.tsx imports ./index.css).
 */
export { default } from './CompareView';
export type { CompareViewProps } from './CompareView';
