/*
 * The code view's public face: what the previewer, the playground and the page chrome use.
 * Re-exports only, no side effects (components keep their own stylesheet imports); webpack
 * treats this file as side-effect free (plugins/bundle/targets.ts), so a part that imports one
 * name here gets that module alone. The TypeScript → JavaScript conversion (sucrase) stays a
 * chunk of its own: `loadToJavaScript`, never a re-export.
 */
export { CODE_LANGUAGES, DEFAULT_CODE_LANGUAGE, type CodeLanguage } from './codeLanguage';
export { isTypeScriptFile, javaScriptName, languageOf, listDemoFiles, nameInLanguage, type DemoFile } from './files';
export { default as CodeView, type CodeViewProps } from './CodeView';
export { default as CodeBar, type CodeBarProps } from './CodeView/CodeBar';
export { default as SourcePanel, type SourcePanelProps } from './CodeView/SourcePanel';
export { copyText } from './CodeView/clipboard';
export { codeInLanguage, convertToJavaScript } from './CodeView/displayedCode';
export { Icon, type IconName } from './CodeView/icons';
export { useCodeLanguage } from './CodeView/useCodeLanguage';
export { useCopyStatus } from './CodeView/useCopyStatus';
export { useDisplayedCode, type DisplayedCode } from './CodeView/useDisplayedCode';

/** The compiler that turns a TypeScript demo into JavaScript, loaded on demand. */
export const loadToJavaScript = () => import('./toJavaScript');
