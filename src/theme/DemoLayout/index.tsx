import { Helmet, useDemo, useIntl, useOutlet, useParams } from 'dumi';
import React from 'react';

/**
 * Frame of a standalone demo page (/~demos/:id): only the demo, under a document title that
 * names it, "<demo title> – Demo", so the tab and the history entry say which demo is open.
 */
export default function DemoLayout() {
  const intl = useIntl();
  const outlet = useOutlet();
  const { id = '' } = useParams();
  const title = useDemo(id)?.asset?.title || id;
  const documentTitle = intl.formatMessage({ id: 'demo.documentTitle' }, { title });
  return (
    <>
      <Helmet>
        <title>{documentTitle}</title>
      </Helmet>
      {outlet}
    </>
  );
}
