import { Helmet, useIntl, useLocation, useOutlet, useParams } from 'dumi';
import React, { lazy, Suspense } from 'react';
import { standaloneRelease } from '@site/liveDemo';
// dumi's useDemo is this one (the generated meta exports re-export it); dumi types it with one argument
import { useDemo } from '@site/runtime';
import { skipTargetProps } from '@theme/SkipLink';
import './index.css';

const ReleaseDemo = lazy(() => import('./ReleaseDemo'));

/**
 * Frame of a standalone demo page (/~demos/:id): only the demo, under a document title that
 * names it, "<demo title> – Demo", so the tab and the history entry say which demo is open.
 * The demo is found through its page when the address names it (`?routeId=`, as dumi's demo
 * links do), without the lookup of every page's demos (src/runtime/demos.ts). A Versions
 * example's link names its release (`?release=`): the page runs it there, not on 4.0.4.
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
  const asset = demo?.asset as Parameters<typeof ReleaseDemo>[0]['asset'] | undefined;
  return (
    <>
      <Helmet>
        <title>{documentTitle}</title>
      </Helmet>
      <div className="site-demo-page" {...skipTargetProps}>
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
