/*
 * The code view's public face: what the previewer, the playground and the page chrome use.
 * Re-exports only, no side effects and no definitions of its own (components keep their own
 * stylesheet imports): webpack treats this file as side-effect free (plugins/bundle/targets.ts)
 * and skips it, so a part that imports one name here gets that module alone. (An index that
 * defined something would itself be bundled, and with it every re-exported module that imports
 * a stylesheet: CodeBar in the previewer's first chunk.) The TypeScript → JavaScript conversion
 * (sucrase) stays a chunk of its own: `loadToJavaScript` (./loaders.ts), never a re-export.
 */
export { CODE_LANGUAGES, DEFAULT_CODE_LANGUAGE, type CodeLanguage } from './codeLanguage';
export { copyCodeLabel, filesAsOneText, isTypeScriptFile, javaScriptName, languageOf, listDemoFiles, nameInLanguage, type DemoFile } from './files';
export { default as CodeView, type CodeViewProps } from './CodeView';
export { default as CodeBar, type CodeBarProps } from './CodeView/CodeBar';
export { default as FileTabs, type FileTabsProps } from './CodeView/FileTabs';
export { default as SourcePanel, type SourcePanelProps } from './CodeView/SourcePanel';
export { copyText } from './CodeView/clipboard';
export { codeInLanguage, convertToJavaScript } from './CodeView/displayedCode';
export { Icon, type IconName } from './CodeView/icons';
export { useCodeLanguage } from './CodeView/useCodeLanguage';
export { useCopyStatus } from './CodeView/useCopyStatus';
export { useDisplayedCode, type DisplayedCode } from './CodeView/useDisplayedCode';
export { loadToJavaScript } from './loaders';
export { readSessionValue, removeSessionValue, writeSessionValue } from './sessionValue';
export { hasInvisible, invisibleName, splitInvisible, summarizeInvisible, type InvisibleSummary } from './invisible';
