import React from 'react';
import type { HighlightedCodeProps } from './HighlightedCode';
import CodeBlock from './CodeBlock';
import ManagerTabs from './ManagerTabs';
import { commandsByManager } from './packageManagers';

/** Shell commands: Prism would only colour their comments, so they are never worth its download. */
const PLAIN_LANGUAGES = new Set(['bash', 'sh', 'shell', 'text', '']);

/**
 * The Markdown pages' code blocks (./CodeBlock); shell commands stay plain, and an install block of
 * alternatives (npm, yarn, pnpm) is a tab each.
 */
export default function SourceCode(props: HighlightedCodeProps) {
  const shell = PLAIN_LANGUAGES.has(props.lang ?? '');
  const commands = shell ? commandsByManager(props.children) : null;
  if (commands) return <ManagerTabs commands={commands} />;
  return <CodeBlock {...props} plainOnly={shell} />;
}
