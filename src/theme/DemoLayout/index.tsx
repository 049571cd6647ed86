import { Helmet, useIntl, useLocation, useOutlet, useParams } from 'dumi';
import React from 'react';
// dumi's useDemo is this one (the generated meta exports re-export it); dumi types it with one argument
import { useDemo } from '@site/runtime';
import { skipTargetProps } from '@theme/SkipLink';

/**
 * Frame of a standalone demo page (/~demos/:id): the demo alone, titled "<demo title> – Demo",
 * found through its page when the address names it (`?routeId=`) (src/runtime/demos.ts).
 */
export default function DemoLayout() {
  const intl = useIntl();
  const outlet = useOutlet();
  const { id = '' } = useParams();
  const routeId = new URLSearchParams(useLocation().search).get('routeId') || undefined;
  const title = useDemo(id, undefined, undefined, routeId)?.asset?.title || id;
  const documentTitle = intl.formatMessage({ id: 'demo.documentTitle' }, { title });
  return (
    <>
      <Helmet>
        <title>{documentTitle}</title>
      </Helmet>
      <div {...skipTargetProps}>{outlet}</div>
    </>
  );
}
