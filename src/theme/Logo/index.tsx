import { Link, useLocale, useSiteData } from 'dumi';
import React from 'react';
import 'dumi/theme-default/slots/Logo/index.less';
import './index.css';

/**
 * The site's logo and name, linking to the home page of the current language. Replaces dumi's
 * Logo slot, whose code carries dumi's own logo as an inline image (3 KB on every page).
 */
export default function Logo() {
  const { themeConfig } = useSiteData();
  const locale = useLocale();
  const home = 'base' in locale ? locale.base : '/';
  return (
    <Link className="dumi-default-logo" to={home}>
      {/* the name follows as text, so the image is decorative */}
      {themeConfig.logo && <img src={themeConfig.logo} alt="" width={40} height={40} />}
      <span className="site-logo-name">{themeConfig.name}</span>
    </Link>
  );
}
