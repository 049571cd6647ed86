import React, { Suspense, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
// Not from 'dumi': dumi's theme-api loads this module while 'dumi' itself is still loading, and
// importing 'dumi' here breaks the dev build (a cycle). dumi's `useIntl` is this same hook.
import { useIntl } from 'react-intl';
import './index.css';

/**
 * Wraps every demo: a demo that throws becomes an error box. Its own Suspense boundary keeps the
 * lazy demo's suspension while hydrating inside the demo, so its siblings hydrate against their own
 * markup (plugins/patches/demoSuspense.cjs).
 */
export default function DemoErrorBoundary({ children }: { children?: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={DemoErrorBox}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** What a crashed demo shows: its message, its stack on demand, and a way to try again. */
export function DemoErrorBox({ error, resetErrorBoundary }: FallbackProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // anything can be thrown; only an Error has a stack
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <div className="rcp-demo-error" role="alert">
      <p className="rcp-demo-error-message">{message || t('previewer.error.fallback')}</p>
      {stack && (
        <details>
          <summary>{t('previewer.error.stack')}</summary>
          <pre>{stack}</pre>
        </details>
      )}
      {/* resetting the boundary mounts the demo again from scratch */}
      <button type="button" onClick={resetErrorBoundary}>
        {t('previewer.error.retry')}
      </button>
    </div>
  );
}
