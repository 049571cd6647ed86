import React, { type ReactNode } from 'react';
import './index.css';

/**
 * The home page hero's title. Replaces dumi's HeroTitle slot, whose stylesheet embeds a whole
 * font (Alibaba PuHuiTi, 50 KB as base64) that landed in the stylesheet every page waits for,
 * although this site's pages have no hero: 29 KB gzipped of render-blocking CSS.
 */
export default function HeroTitle({ children }: { children?: ReactNode }) {
  return (
    <h1 className="site-hero-title">
      <span>{children}</span>
    </h1>
  );
}
