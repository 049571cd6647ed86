import { Helmet, Link, useIntl, useLocale } from 'dumi';
import React from 'react';
import { NOT_FOUND_ATTR } from './marker';
import './index.css';

/** Shown for any address without a page; its link leads to the home page of the current language. */
export default function NotFound() {
  const intl = useIntl();
  const locale = useLocale();
  const home = 'base' in locale && locale.base ? locale.base : '/';
  return (
    <section className="site-not-found" {...{ [NOT_FOUND_ATTR]: '' }}>
      <Helmet>
        <title>{intl.formatMessage({ id: '404.documentTitle' })}</title>
      </Helmet>
      <h1 className="site-not-found-title">{intl.formatMessage({ id: '404.title' })}</h1>
      <Link className="site-not-found-link" to={home}>
        {intl.formatMessage({ id: '404.back' })}
      </Link>
    </section>
  );
}
