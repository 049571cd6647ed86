import { useIntl, useLocation, useRouteMeta, useSiteData } from 'dumi';
import ColorSwitch from 'dumi/theme/slots/ColorSwitch';
import LangSwitch from 'dumi/theme/slots/LangSwitch';
import Logo from 'dumi/theme/slots/Logo';
import Navbar from 'dumi/theme/slots/Navbar';
import SearchBar from 'dumi/theme/slots/SearchBar';
import React, { useId } from 'react';
import { useDisclosure } from '@site/navigation';
import 'dumi/theme-default/slots/Header/index.less';
import './index.css';

/**
 * The site header (a banner landmark): logo, navigation, search, language and colour switches.
 * On narrow screens they fold into a menu behind a named toggle button.
 */
export default function Header() {
  const intl = useIntl();
  const { frontmatter } = useRouteMeta();
  const { themeConfig } = useSiteData();
  const { pathname } = useLocation();
  const menuId = useId();
  const menu = useDisclosure(pathname);

  return (
    <header
      className="dumi-default-header"
      data-static={Boolean(frontmatter.hero) || undefined}
      data-mobile-active={menu.open || undefined}
      onClick={menu.close}
    >
      <div className="dumi-default-header-content">
        <section className="dumi-default-header-left">
          <Logo />
        </section>
        <section id={menuId} className="dumi-default-header-right">
          <Navbar />
          <div className="dumi-default-header-right-aside">
            <SearchBar />
            <LangSwitch />
            {themeConfig.prefersColor?.switch && <ColorSwitch />}
          </div>
        </section>
        <button
          ref={menu.buttonRef}
          type="button"
          className="dumi-default-header-menu-btn"
          aria-expanded={menu.open}
          aria-controls={menuId}
          aria-label={intl.formatMessage({ id: 'layout.menu' })}
          onClick={(event) => {
            event.stopPropagation();
            menu.toggle();
          }}
        >
          <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden>
            <path
              d={menu.open ? 'M3.5 3.5l9 9M12.5 3.5l-9 9' : 'M2 4h12M2 8h12M2 12h12'}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
    </header>
  );
}
