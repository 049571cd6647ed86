import { Helmet, useIntl, useLocation, useOutlet, useParams } from 'dumi';
import React, { lazy, Suspense } from 'react';
import { standaloneRelease, unknownRelease } from '@site/liveDemo';
// dumi's useDemo is this one (the generated meta exports re-export it); dumi types it with one argument
import { useDemo } from '@site/runtime';
import { DEFAULT_RELEASE, releaseLabel } from '@site/versions';
import { skipTargetProps } from '@theme/SkipLink';
import './index.css';

const ReleaseDemo = lazy(() => import('./ReleaseDemo'));

/**
 * Frame of a standalone demo page (/~demos/:id): the demo alone, titled "<demo title> – Demo",
 * found through its page when the address names it (`?routeId=`) (src/runtime/demos.ts),
 * and run on the release the address names (`?release=`).
 */
export default function DemoLayout() {
  const intl = useIntl();
  const outlet = useOutlet();
  const { id = '' } = useParams();
  const { search } = useLocation();
  const routeId = new URLSearchParams(search).get('routeId') || undefined;
  const demo = useDemo(id, undefined, undefined, routeId);
  const title = demo?.asset?.title || id;
  const documentTitle = intl.formatMessage({ id: 'demo.documentTitle' }, { title });
  const release = standaloneRelease(search);
  const unknown = unknownRelease(search);
  const asset = demo?.asset as Parameters<typeof ReleaseDemo>[0]['asset'] | undefined;
  return (
    <>
      <Helmet>
        <title>{documentTitle}</title>
      </Helmet>
      <div className="site-demo-page" {...skipTargetProps}>
        {/* the address's words, shown as text */}
        {unknown !== null && (
          <p role="status">
            {intl.formatMessage(
              { id: 'demo.release.unknown' },
              { asked: unknown, release: releaseLabel(DEFAULT_RELEASE) },
            )}
          </p>
        )}
        {release && asset ? (
          <Suspense fallback={null}>
            <ReleaseDemo asset={asset} release={release} />
          </Suspense>
        ) : (
          outlet
        )}
      </div>
    </>
  );
}
