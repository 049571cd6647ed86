import { useIntl, useLocation, useOutlet } from 'dumi';
import React from 'react';
import { useDocumentLang } from '@site/i18n';
import { ChunkErrorBoundary, ChunkErrorMessage, useAssetFailure } from '@theme/ChunkError';
import SkipLink from '@theme/SkipLink';

/**
 * Wraps every route, standalone demo pages included: opens with the skip link (its target is
 * the layouts' main content), keeps `<html lang>` on the interface language, and turns a failed chunk download into a message with a reload button instead of
 * a blank page (in place of the route when rendering failed, as a banner otherwise).
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
