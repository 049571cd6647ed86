import React, { type ReactNode } from 'react';
import './index.css';

/**
 * The home page hero's title. Replaces dumi's HeroTitle slot, whose stylesheet embeds a whole font
 * as base64 into the render-blocking CSS of every page, though this site's pages have no hero.
 */
export default function HeroTitle({ children }: { children?: ReactNode }) {
  return (
    <h1 className="site-hero-title">
      <span>{children}</span>
    </h1>
  );
}
