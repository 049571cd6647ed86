import { Link, useIntl, useLocation, useRouteMeta, useSidebarData, useSiteData, useTabMeta } from 'dumi';
import React, { useEffect, useState } from 'react';
import { editUrl, isoDate, longDate, pagerLinks } from '@site/navigation';
import { ArrowIcon, ClockIcon, EditIcon } from './icons';
import 'dumi/theme-default/slots/ContentFooter/index.less';
import './index.css';

/**
 * A date in the reader's language and time zone, set after hydration; the prerendered page
 * (and the first render) shows the UTC day as YYYY-MM-DD, which is the same everywhere.
 */
function useLocalDate(timestamp: number | undefined, locale: string) {
  const [text, setText] = useState(() => (timestamp ? isoDate(timestamp) : ''));
  useEffect(() => {
    if (timestamp) setText(longDate(timestamp, locale));
  }, [timestamp, locale]);
  return text;
}

/** Below the content: when the page last changed (from git), a link to edit it, previous/next. */
export default function ContentFooter() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { themeConfig } = useSiteData();
  const page = useRouteMeta().frontmatter;
  // on a content tab, its own file (and date, where dumi has one for it)
  const tab = useTabMeta()?.frontmatter;
  const { prev, next } = pagerLinks(useSidebarData(), pathname);
  const edit = editUrl(themeConfig.editLink, tab?.filename ?? page.filename);
  const updated = themeConfig.lastUpdated ? (tab?.lastUpdated ?? page.lastUpdated) : undefined;
  const date = useLocalDate(updated, intl.locale);
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <footer className="dumi-default-content-footer">
      {/* a plain list: a <dl> would need a term (<dt>) before each of these */}
      <ul className="site-content-footer-meta">
        {updated && (
          <li>
            <ClockIcon />
            {t('footer.lastUpdated')} <time dateTime={new Date(updated).toISOString()}>{date}</time>
          </li>
        )}
        {edit && (
          <li>
            <a href={edit} target="_blank" rel="noopener noreferrer">
              <EditIcon />
              {t('footer.edit')}
              <span className="site-visually-hidden"> {t('nav.newTab')}</span>
            </a>
          </li>
        )}
      </ul>
      {(prev || next) && (
        <nav aria-label={t('footer.pager')}>
          {prev && (
            <Link to={prev.link} data-prev rel="prev">
              <small>
                <ArrowIcon />
                {t('footer.prev')}
              </small>
              {prev.title}
            </Link>
          )}
          {next && (
            <Link to={next.link} data-next rel="next">
              <small>
                {t('footer.next')}
                <ArrowIcon />
              </small>
              {next.title}
            </Link>
          )}
        </nav>
      )}
    </footer>
  );
}
