import { Helmet, useLocale, useLocation, useSiteData } from 'dumi';
import React from 'react';
import type { LocaleBase } from '@site/i18n';
import { OG_IMAGE, pageHeadTags, SITE_ROOT, THEME_COLORS } from '@site/publish';

/**
 * The page's title, description, canonical address, language twins and link-preview tags. In
 * Helmet, so they are in the prerendered head and stay there after hydration.
 */
export function PageHead({ title, description }: { title?: string; description?: string }) {
  const { pathname } = useLocation();
  const { locales, themeConfig } = useSiteData();
  const current = useLocale() as LocaleBase;
  const tags = SITE_ROOT
    ? pageHeadTags({
        root: SITE_ROOT,
        pathname,
        current,
        locales: locales as LocaleBase[],
        title: title ?? '',
        description: description ?? '',
        siteName: String(themeConfig.name ?? ''),
        image: OG_IMAGE,
        themeColors: THEME_COLORS,
      })
    : [];
  return (
    <Helmet>
      {title && <title>{title}</title>}
      {description && <meta name="description" content={description} />}
      {tags.map(({ kind, attributes }) =>
        kind === 'link' ? (
          <link key={`${attributes.rel}${attributes.hrefLang ?? ''}${attributes.type ?? ''}`} {...attributes} />
        ) : (
          <meta
            key={`${attributes.name ?? attributes.property}${attributes.media ?? ''}${attributes.content}`}
            {...attributes}
          />
        ),
      )}
    </Helmet>
  );
}
