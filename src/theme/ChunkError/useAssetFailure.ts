import { useEffect, useState } from 'react';
import { failedStylesheets, isChunkLoadError, isOwnStylesheet } from './chunkError';

/**
 * True once a file of this site failed to download outside rendering: a stylesheet (before the
 * app started or later), or a script chunk whose failed import nobody handled. (A page chunk
 * that fails while rendering is the error boundary's business.)
 */
export function useAssetFailure(): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (failedStylesheets(document).length) setFailed(true);
    const onError = (event: Event) => {
      if (isOwnStylesheet(event.target, window.location.origin)) setFailed(true);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) setFailed(true);
    };
    // element load errors do not bubble: listen in the capture phase
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return failed;
}
