import { css, useTheme } from '@emotion/react';
import type { ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import { ArenaLogo } from '../SiteHeader/SiteHeader';
import { LanguageSelect, type LanguageSelectProps } from '../SiteHeader/LanguageSelect';
import { ProfileMenu, type ProfileMenuProps } from '../SiteHeader/ProfileMenu';

/** The widest the console gets (its top bar and its shell line up). */
export const adminMaxWidth = '1600px';

export interface AdminTopBarProps {
  /** Where the logo goes (the site's home). */
  homeHref: string;
  language: LanguageSelectProps;
  /** The signed-in operator's account menu (profile, log out); null while their profile loads. */
  account: Omit<ProfileMenuProps, 'defaultOpen'> | null;
  /** The site's router link (it is given `to`). Defaults to `<a href>`. */
  linkAs?: ElementType;
}

/**
 * The operator console's own compact bar in place of the player header: the Arena mark (home), the
 * language and the operator's account menu. No balances, gift, level or notifications: the console is
 * a workplace, not the game.
 */
export function AdminTopBar({ homeHref, language, account, linkAs }: AdminTopBarProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const Link: ElementType = linkAs ?? 'a';
  return (
    <header
      css={css`
        position: sticky;
        inset-block-start: 0;
        z-index: 10;
        background: ${theme.colors.surface};
        border-block-end: ${theme.borderWidths.hairline} solid ${theme.colors.border};
      `}
    >
      <div
        css={css`
          display: flex;
          align-items: center;
          gap: ${theme.space[2]};
          max-inline-size: ${adminMaxWidth};
          margin-inline: auto;
          padding-inline: ${theme.space[4]};
          min-block-size: 56px;
        `}
      >
        <Link
          {...(linkAs ? { to: homeHref } : { href: homeHref })}
          aria-label={t('nav.homeLink')}
          css={css`
            display: inline-flex;
            align-items: center;
            gap: ${theme.space[2]};
            min-block-size: ${theme.touchTarget};
            color: ${theme.colors.text};
            text-decoration: none;
            font-family: ${theme.fonts.display};
            font-weight: ${theme.fontWeights.bold};
            font-size: ${theme.fontSizes.lg};
            letter-spacing: 0.04em;
            text-transform: uppercase;
          `}
        >
          <ArenaLogo size={28} />
          <span aria-hidden="true">{t('app.name')}</span>
        </Link>
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: ${theme.space[2]};
            margin-inline-start: auto;
          `}
        >
          <LanguageSelect {...language} />
          {account ? <ProfileMenu {...account} /> : null}
        </div>
      </div>
    </header>
  );
}
