/*
 * Re-exports only, no definitions: webpack skips this side-effect-free file (plugins/bundle/targets.ts), so
 * an import of one name gets that module alone. The sucrase conversion stays a chunk of its own (./loaders.ts).
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
export { hasInvisible, invisibleName, splitInvisible } from './invisible';
export { summarizeInvisible, type InvisibleSummary } from './invisibleSummary';
