import { Link, useIntl, useLocale, useLocation, useSiteData } from 'dumi';
import React from 'react';
import { localizedPath, type LocaleBase } from '@site/i18n';
import './index.css';

/**
 * Where 404.html is prerendered. That one file answers every unknown address, so a link to "the
 * same page" in another language (`/zh-CN/404`) would lead nowhere: there it leads home.
 */
const NOT_FOUND_PATH = '/404';

/**
 * Links to the current page in the other languages, keeping the query (`?tab=`) and the anchor.
 * Each link names its language in that language (marked with `lang`), after a hidden
 * "Language:" in the current one.
 */
export default function LangSwitch() {
  const intl = useIntl();
  const { locales } = useSiteData();
  const current = useLocale() as LocaleBase;
  const { pathname, search, hash } = useLocation();
  const others = locales.filter(({ id }) => id !== current.id) as (LocaleBase & { name: string })[];
  if (!others.length) return null;
  return (
    <ul className="site-lang-switch" onClick={(event) => event.stopPropagation()}>
      {others.map((target) => (
        <li key={target.id}>
          <Link
            className="site-lang-switch-link"
            to={
              pathname === NOT_FOUND_PATH
                ? localizedPath('/', current, target)
                : `${localizedPath(pathname, current, target)}${search}${hash}`
            }
            hrefLang={target.id}
          >
            <span className="site-visually-hidden">
              {intl.formatMessage({ id: 'lang.label' })}{' '}
            </span>
            <span lang={target.id}>{target.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
