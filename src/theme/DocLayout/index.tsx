import { Helmet, useIntl, useLocation, useOutlet, useRouteMeta, useSidebarData, useSiteData } from 'dumi';
import Content from 'dumi/theme/slots/Content';
import ContentFooter from 'dumi/theme/slots/ContentFooter';
import Features from 'dumi/theme/slots/Features';
import Footer from 'dumi/theme/slots/Footer';
import Header from 'dumi/theme/slots/Header';
import Hero from 'dumi/theme/slots/Hero';
import Sidebar from 'dumi/theme/slots/Sidebar';
import React, { useId } from 'react';
import { tabOf, useDisclosure } from '@site/navigation';
import { ChunkErrorBoundary } from '@theme/ChunkError';
import { CopyPage } from '@theme/CopyPage';
import { skipTargetProps } from '@theme/SkipLink';
import { PageHead } from './PageHead';
import { TocAside, useShowsTocAside } from './TocAside';
import { useScrollToHash } from './useScrollToHash';
import 'dumi/theme-default/layouts/DocLayout/index.less';
import './index.css';

/**
 * Page frame: header, sidebar (a drawer on narrow screens), content and footer, a table of
 * contents beside long pages without a sidebar; a download failure replaces the content only.
 */
export default function DocLayout() {
  const intl = useIntl();
  const outlet = useOutlet();
  const sidebar = useSidebarData();
  const { pathname, search, hash } = useLocation();
  const { loading } = useSiteData();
  const { frontmatter: fm } = useRouteMeta();
  const sidebarId = useId();
  const drawer = useDisclosure(pathname);
  const showSidebar = fm.sidebar !== false && sidebar?.length > 0;
  const showToc = useShowsTocAside(showSidebar);
  useScrollToHash(hash, loading);
  // dumi's page keeps the tab it first read from `?tab=`: remount it when the query changes
  const tab = tabOf(search);

  return (
    <div
      className="dumi-default-doc-layout"
      data-mobile-sidebar-active={drawer.open || undefined}
      onClick={drawer.close}
    >
      <Helmet>
        <html lang={intl.locale} />
      </Helmet>
      {/* the not-found page has no address of its own to publish */}
      {fm.title ? <PageHead title={fm.title} description={fm.description} /> : null}
      <Header />
      <Hero />
      <Features />
      {showSidebar && (
        <div className="dumi-default-doc-layout-mobile-bar">
          {/* the narrow-screen button that opens and closes the sidebar drawer */}
          <button
            ref={drawer.buttonRef}
            type="button"
            className="dumi-default-sidebar-btn"
            aria-expanded={drawer.open}
            aria-controls={sidebarId}
            onClick={(event) => {
              event.stopPropagation();
              drawer.toggle();
            }}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden>
              <path d="M2 3.5h12M2 8h8M2 12.5h12" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
            {intl.formatMessage({ id: 'layout.sidebar.toggle' })}
          </button>
        </div>
      )}
      <main>
        {showSidebar && (
          <nav
            id={sidebarId}
            className="site-sidebar-region"
            aria-label={intl.formatMessage({ id: 'layout.sidebar' })}
            onClick={(event) => event.stopPropagation()}
          >
            <Sidebar />
          </nav>
        )}
        <Content>
          <ChunkErrorBoundary resetKey={pathname}>
            <article key={tab} {...skipTargetProps}>
              {/* floated beside the page's title; the not-found page has no Markdown twin */}
              {fm.title ? <CopyPage /> : null}
              {outlet}
            </article>
          </ChunkErrorBoundary>
          <ContentFooter />
          <Footer />
        </Content>
        {showToc && <TocAside />}
      </main>
    </div>
  );
}
