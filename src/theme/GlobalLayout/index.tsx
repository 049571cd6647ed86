import { useIntl, useLocation, useOutlet } from 'dumi';
import React from 'react';
import { useDocumentLang } from '@site/i18n';
import { ChunkErrorBoundary, ChunkErrorMessage, useAssetFailure } from '@theme/ChunkError';
import SkipLink from '@theme/SkipLink';

/**
 * Wraps every route, standalone demo pages included: the skip link first, `<html lang>` kept on the
 * interface language, and a failed chunk download shown as a message with a reload button (in place
 * of the route when rendering failed, as a banner otherwise) instead of a blank page.
 */
export default function GlobalLayout() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const { locale } = useIntl();
  const assetFailed = useAssetFailure();
  useDocumentLang(locale);
  return (
    <>
      <SkipLink />
      {assetFailed && <ChunkErrorMessage variant="banner" />}
      <ChunkErrorBoundary resetKey={pathname}>{outlet}</ChunkErrorBoundary>
    </>
  );
}
