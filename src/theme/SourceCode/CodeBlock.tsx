import React, { Suspense, lazy } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import CopyButton from './CopyButton';
import type { HighlightedCodeProps } from './HighlightedCode';
import PlainCode from './PlainCode';
import { useNearViewport } from './useNearViewport';
// the box and type of dumi's code blocks, here so plain and highlighted code look the same
import 'dumi/theme-default/builtins/SourceCode/index.less';
import './index.css';

const HighlightedCode = lazy(() => import('./HighlightedCode'));

/**
 * A code block: plain text in the prerendered page, highlighted by Prism (./HighlightedCode) once near
 * the screen, so Prism downloads only where code is read; plain if that download fails or `plainOnly`.
 */
export default function CodeBlock({ plainOnly = false, ...props }: HighlightedCodeProps & { plainOnly?: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const plain = <PlainCode code={props.children} />;
  return (
    <div className="site-code" ref={ref}>
      <CopyButton code={props.children} />
      {near && !plainOnly ? (
        <ErrorBoundary fallback={plain} resetKeys={[props.children]}>
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
