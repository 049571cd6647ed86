import React, { Suspense, lazy } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import CopyButton from './CopyButton';
import type { HighlightedCodeProps } from './HighlightedCode';
import ManagerTabs from './ManagerTabs';
import { commandsByManager } from './packageManagers';
import PlainCode from './PlainCode';
import { useNearViewport } from './useNearViewport';
// the box and type of dumi's code blocks, here so plain and highlighted code look the same
import 'dumi/theme-default/builtins/SourceCode/index.less';
import './index.css';

const HighlightedCode = lazy(() => import('./HighlightedCode'));

/** Shell commands: Prism would only colour their comments, so they are never worth its download. */
const PLAIN_LANGUAGES = new Set(['bash', 'sh', 'shell', 'text', '']);

/**
 * Code blocks: plain text in the prerendered page, highlighted by Prism (./HighlightedCode) once
 * near the screen, so Prism downloads only where code is read; shell commands, and any block whose
 * download fails, stay plain. An install block of alternatives (npm, yarn, pnpm) is a tab each.
 */
export default function SourceCode(props: HighlightedCodeProps) {
  const { children: code, lang } = props;
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const plain = <PlainCode code={code} />;
  const shell = PLAIN_LANGUAGES.has(lang ?? '');
  const commands = shell ? commandsByManager(code) : null;
  if (commands) return <ManagerTabs commands={commands} />;
  const highlight = near && !shell;
  return (
    <div className="site-code" ref={ref}>
      <CopyButton code={code} />
      {highlight ? (
        <ErrorBoundary fallback={plain} resetKeys={[code]}>
          <Suspense fallback={plain}>
            <HighlightedCode {...props} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        plain
      )}
    </div>
  );
}
