import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Avatar, initialsOf } from '../Avatar';
import { avatarToneFor } from '../Avatar/Avatar';
import { Menu, type MenuItem } from '../Menu';
import type { TierColorName } from '../theme/theme';
import { VisuallyHidden } from '../VisuallyHidden';

/** The pages a profile menu can link to; each names itself (nav.*, admin.nav.console). */
export type ProfileMenuLinkId = 'profile' | 'publicProfile' | 'referral' | 'about' | 'contact' | 'console';

export interface ProfileMenuLink {
  id: ProfileMenuLinkId;
  href: string;
}

export interface ProfileMenuProps {
  /** The player's display name (the trigger's accessible name says whose menu it is). */
  name: string;
  /** The player's photo; without one (or when it fails to load) the avatar shows their initials. */
  photo?: string | null;
  /** The player's id: the generated avatar's colour comes from it (the same colour as everywhere else). */
  colorSeed?: string;
  /** The ring round the avatar: the player's tier colour. */
  tierTone?: TierColorName;
  /** In order; the community chat and Log out follow the links (the console, when given, comes last). */
  links: readonly ProfileMenuLink[];
  /** The external community chat, opened in a new tab. */
  communityUrl: string;
  /** A link was chosen: the site moves there with its router. */
  onNavigate: (href: string) => void;
  onLogout: () => void;
  /** Open on first render (stories and screenshots). */
  defaultOpen?: boolean;
}

const labelKeys: Readonly<Record<ProfileMenuLinkId, string>> = {
  profile: 'nav.profile',
  publicProfile: 'nav.viewPublicProfile',
  referral: 'nav.referral',
  about: 'nav.about',
  contact: 'nav.contact',
  console: 'admin.nav.console',
};

/**
 * spec §2 header: the player's avatar opens a menu with their profile, their public profile, the links the bar
 * leaves out (referral, about, contact, the community chat in a new tab), the console for operators, and Log out.
 */
export function ProfileMenu({
  name,
  photo,
  colorSeed,
  tierTone,
  links,
  communityUrl,
  onNavigate,
  onLogout,
  defaultOpen,
}: ProfileMenuProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const ring = tierTone ? theme.colors[tierTone] : undefined;
  const link = ({ id, href }: ProfileMenuLink): MenuItem => ({
    id,
    label: t(labelKeys[id]),
    href,
    onSelect: (event) => {
      event.preventDefault();
      onNavigate(href);
    },
  });
  const pages = links.filter((item) => item.id !== 'console');
  const operator = links.filter((item) => item.id === 'console');
  const items: MenuItem[] = [
    ...pages.map(link),
    {
      id: 'community',
      label: (
        <>
          {t('nav.communityShort')}
          <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
        </>
      ),
      href: communityUrl,
      // A menu item carries no target="_blank": the chat opens in a new tab here.
      onSelect: (event) => {
        event.preventDefault();
        window.open(communityUrl, '_blank', 'noopener,noreferrer');
      },
    },
    ...operator.map(link),
    { id: 'logout', label: t('nav.logout'), tone: 'danger', onSelect: onLogout },
  ];
  return (
    <Menu
      align="end"
      defaultOpen={defaultOpen}
      triggerLabel={t('nav.accountMenu', { name })}
      trigger={
        <span
          css={{
            display: 'inline-flex',
            borderRadius: '50%',
            boxShadow: ring ? `0 0 0 ${theme.borderWidths.accent} ${ring}` : 'none',
          }}
        >
          {photo ? (
            <Avatar src={photo} alt="" name={name} colorSeed={colorSeed} size="sm" />
          ) : (
            // The generated avatar (as Avatar draws it): initials on the colour of the player's id. Drawn by CSS, so the button's visible text
            // stays its accessible name ("Account menu for …").
            <span
              aria-hidden="true"
              data-initials={initialsOf(name)}
              css={{
                display: 'inline-grid',
                placeItems: 'center',
                inlineSize: theme.sizes.avatar.sm,
                blockSize: theme.sizes.avatar.sm,
                borderRadius: '50%',
                background: colorSeed ? theme.colors[avatarToneFor(colorSeed)] : theme.colors.surfaceRaised,
                color: colorSeed ? theme.colors.onTone : theme.colors.text,
                fontFamily: theme.fonts.display,
                fontWeight: theme.fontWeights.bold,
                fontSize: `calc(${theme.sizes.avatar.sm} * 0.4)`,
                lineHeight: 1,
                '&::before': { content: 'attr(data-initials)' },
              }}
            />
          )}
        </span>
      }
      items={items}
    />
  );
}
