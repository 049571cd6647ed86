import { Link, useIntl, useLocale, useLocation, useSiteData } from 'dumi';
import React from 'react';
import { localizedPath, type LocaleBase } from '@site/i18n';
import { useKeepPlace } from './useKeepPlace';
import './index.css';

/**
 * Where 404.html is prerendered. That one file answers every unknown address, so a link to "the
 * same page" in another language (`/zh-CN/404`) would lead nowhere: there it leads home.
 */
const NOT_FOUND_PATH = '/404';

/** A path as the router compares it, without a trailing slash. */
const trimSlash = (path: string) => path.replace(/(.)\/$/, '$1');

/**
 * Links to the current page in the other languages, keeping the query (`?tab=`), the anchor and
 * the section in view (each demo keeps its own edits and release). Each link names its language
 * in that language (marked with `lang`), after a hidden "Language:" in the current one.
 */
export default function LangSwitch() {
  const intl = useIntl();
  const { locales } = useSiteData();
  const current = useLocale() as LocaleBase;
  const { pathname, search, hash } = useLocation();
  const remember = useKeepPlace(trimSlash(pathname));
  const others = locales.filter(({ id }) => id !== current.id) as (LocaleBase & { name: string })[];
  if (!others.length) return null;
  return (
    <ul className="site-lang-switch" onClick={(event) => event.stopPropagation()}>
      {others.map((target) => {
        const path = localizedPath(pathname === NOT_FOUND_PATH ? '/' : pathname, current, target);
        return (
          <li key={target.id}>
            <Link
              className="site-lang-switch-link"
              to={pathname === NOT_FOUND_PATH ? path : `${path}${search}${hash}`}
              hrefLang={target.id}
              onClick={() => remember(trimSlash(path))}
            >
              <span className="site-visually-hidden">{intl.formatMessage({ id: 'lang.label' })} </span>
              <span lang={target.id}>{target.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
