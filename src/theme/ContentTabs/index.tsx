import { Link, useIntl, useLocation } from 'dumi';
import type { IContentTabsProps } from 'dumi/theme-default/slots/ContentTabs';
import React from 'react';
import { tabLink } from '@site/navigation';
import 'dumi/theme-default/slots/ContentTabs/index.less';
import './index.css';

/**
 * A page's content tabs, as links: each tab is an address (`?tab=<key>`, none for the default
 * tab), so it can be shared, opened in a new tab and reached with Back. The selected one is
 * marked `aria-current`.
 */
export default function ContentTabs({ tabs, tabKey, onChange }: IContentTabsProps) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  if (!tabs?.length) return null;
  const entries = [
    { key: undefined, title: intl.formatMessage({ id: 'tabs.default' }), tab: undefined },
    ...tabs.map((tab) => ({
      key: tab.key,
      title: tab.titleIntlId ? intl.formatMessage({ id: tab.titleIntlId }) : tab.meta.frontmatter.title,
      tab,
    })),
  ];
  return (
    <nav aria-label={intl.formatMessage({ id: 'tabs.label' })}>
      <ul className="dumi-default-content-tabs">
        {entries.map(({ key, title, tab }) => {
          const selected = (tabKey ?? undefined) === key;
          return (
            <li key={key ?? ''} data-active={selected || undefined}>
              <Link
                to={tabLink(pathname, search, key)}
                className="site-content-tab"
                aria-current={selected ? 'page' : undefined}
                onClick={(event: React.MouseEvent) => {
                  // a plain click stays in the page (dumi swaps the tab); others open a new tab
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  if (!selected) onChange(tab);
                }}
              >
                {title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
