import { css, useTheme } from '@emotion/react';
import type { ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import { SubscribeForm, type SubscribeFormProps } from './SubscribeForm';

export interface SiteFooterProps {
  /** The site's pages the footer links to. */
  links: { privacy: string; terms: string; contact: string };
  /** The copyright year (spec §2: dynamic). */
  year: number;
  subscribe: SubscribeFormProps;
  /** The site's router link (it is given `to`), so ui never imports the router. Defaults to `<a href>`. */
  linkAs?: ElementType;
}

/**
 * The site's footer (spec §2 Footer): privacy, terms and contact links, the distributor badge, where Arena is
 * run from, the copyright with the current year, and the newsletter form. Owns its words (`footer.*`).
 */
export function SiteFooter({ links, year, subscribe, linkAs }: SiteFooterProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const Link: ElementType = linkAs ?? 'a';
  const to = (href: string) => (linkAs ? { to: href } : { href });
  const link = css`
    display: inline-flex;
    align-items: center;
    min-block-size: ${theme.touchTarget};
    padding-inline: ${theme.space[2]};
    color: ${theme.colors.textMuted};
    text-decoration: underline;
    text-underline-offset: 0.2em;
    &:hover {
      color: ${theme.colors.text};
    }
  `;
  const small = css`
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `;
  const column = css`
    display: grid;
    gap: ${theme.space[4]};
    align-content: start;
  `;
  return (
    <footer
      css={css`
        margin-block-start: ${theme.space[12]};
        background: ${theme.colors.surface};
        border-block-start: ${theme.borderWidths.hairline} solid ${theme.colors.border};
      `}
    >
      <div
        css={css`
          display: grid;
          gap: ${theme.space[8]};
          max-inline-size: 1200px;
          margin-inline: auto;
          padding: ${theme.space[10]} ${theme.space[4]};
          ${theme.media.tablet} {
            grid-template-columns: 1fr 1fr;
          }
        `}
      >
        <div css={column}>
          <nav aria-label={t('footer.navigation')}>
            <ul
              css={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                display: 'flex',
                flexWrap: 'wrap',
                gap: theme.space[2],
              }}
            >
              <li>
                <Link {...to(links.privacy)} css={link}>
                  {t('footer.privacy')}
                </Link>
              </li>
              <li>
                <Link {...to(links.terms)} css={link}>
                  {t('footer.terms')}
                </Link>
              </li>
              <li>
                <Link {...to(links.contact)} css={link}>
                  {t('footer.contact')}
                </Link>
              </li>
            </ul>
          </nav>
          <p
            css={css`
              display: inline-flex;
              justify-self: start;
              align-items: center;
              gap: ${theme.space[2]};
              margin: 0;
              padding-block: ${theme.space[1]};
              padding-inline: ${theme.space[3]};
              border-radius: ${theme.radii.pill};
              border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
              color: ${theme.colors.text};
              font-size: ${theme.fontSizes.sm};
              font-weight: ${theme.fontWeights.semibold};
            `}
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path
                d="M8 1 2 3.5v4C2 11 4.6 14 8 15c3.4-1 6-4 6-7.5v-4L8 1Zm-1 10L4 8l1.1-1.1L7 8.8l3.9-3.9L12 6l-5 5Z"
                fill="currentColor"
              />
            </svg>
            {t('footer.distributor')}
          </p>
          <p css={small}>{t('footer.operatedFrom')}</p>
          <p css={small}>{t('footer.copyright', { year })}</p>
        </div>
        <div css={column}>
          <SubscribeForm {...subscribe} />
        </div>
      </div>
    </footer>
  );
}
