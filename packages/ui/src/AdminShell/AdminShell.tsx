import { css, useTheme } from '@emotion/react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge';
import { Icon } from '../Icon';
import { adminMaxWidth } from './AdminTopBar';

export interface AdminNavItem {
  href: string;
  label: string;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  active?: boolean;
}

/** What the shell hands to `renderLink`: spread it onto the router's link. */
export interface AdminLinkProps {
  href: string;
  children: ReactNode;
  'aria-current'?: 'page';
  onClick?: () => void;
}

export interface AdminShellProps {
  title: string;
  /** The title is someone's own words (a player's name): it keeps its own direction. */
  titleIsName?: boolean;
  /** A line under the title. */
  description?: ReactNode;
  navItems: readonly AdminNavItem[];
  /** Buttons beside the title (e.g. 'New challenge'). */
  actions?: ReactNode;
  /** The site passes its router's link, e.g. (p) => <RouterLink to={p.href} {...p} />. Default: <a>. */
  renderLink?: (props: AdminLinkProps) => ReactNode;
  children: ReactNode;
}

const defaultLink = ({ href, children, ...rest }: AdminLinkProps) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

/**
 * The operator console's frame (at most 1600px wide, centred): a side navigation from tablet width, a
 * menu button that opens the same list on phones, the "Operator console" badge, and the page's heading
 * and actions. The content is contained: a wide table scrolls inside itself, never the page.
 */
export function AdminShell({
  title,
  titleIsName = false,
  description,
  navItems,
  actions,
  renderLink = defaultLink,
  children,
}: AdminShellProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  // The shell's own words (issue 32): the badge, the navigation's name and the phone menu button.
  const words = {
    badge: t('admin.common.title'),
    navigation: t('admin.nav.label'),
    menu: t('admin.nav.menu'),
  };
  const listId = useId();
  const titleId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const activeLabel = navItems.find((item) => item.active)?.label;

  const linkList = css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
    & a {
      display: flex;
      align-items: center;
      gap: ${theme.space[3]};
      min-block-size: ${theme.touchTarget};
      padding-inline: ${theme.space[3]};
      border-radius: ${theme.radii.md};
      color: ${theme.colors.text};
      text-decoration: none;
      font-weight: ${theme.fontWeights.semibold};
      font-size: ${theme.fontSizes.sm};
      border-inline-start: ${theme.borderWidths.accent} solid transparent;
    }
    & a:hover {
      background: ${theme.colors.surfaceRaised};
    }
    & a[aria-current='page'] {
      background: ${theme.colors.surfaceHover};
      color: ${theme.colors.accent};
      border-inline-start-color: ${theme.colors.accent};
    }
  `;

  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[4]};
        max-inline-size: ${adminMaxWidth};
        margin-inline: auto;
        padding: ${theme.space[6]} ${theme.space[4]};
        ${theme.media.tablet} {
          grid-template-columns: 14rem minmax(0, 1fr);
          gap: ${theme.space[6]};
          align-items: start;
        }
      `}
    >
      <nav
        aria-label={words.navigation}
        css={css`
          display: flex;
          flex-direction: column;
          gap: ${theme.space[3]};
          padding: ${theme.space[3]};
          background: ${theme.colors.surface};
          border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
          border-radius: ${theme.radii.lg};
          ${theme.media.tablet} {
            position: sticky;
            inset-block-start: ${theme.space[4]};
          }
        `}
      >
        <div
          css={css`
            display: flex;
            align-items: center;
            justify-content: space-between;
            gap: ${theme.space[2]};
          `}
        >
          <Badge tone="accent">{words.badge}</Badge>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={listId}
            onClick={() => setMenuOpen((open) => !open)}
            css={css`
              display: inline-flex;
              align-items: center;
              gap: ${theme.space[2]};
              min-block-size: ${theme.touchTarget};
              padding-inline: ${theme.space[3]};
              border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
              border-radius: ${theme.radii.md};
              background: ${theme.colors.surfaceRaised};
              color: ${theme.colors.text};
              font: inherit;
              font-size: ${theme.fontSizes.sm};
              font-weight: ${theme.fontWeights.semibold};
              cursor: pointer;
              ${theme.media.tablet} {
                display: none;
              }
            `}
          >
            <span>{words.menu}</span>
            {activeLabel ? (
              <span css={{ color: theme.colors.textMuted, fontWeight: theme.fontWeights.regular }}>
                {activeLabel}
              </span>
            ) : null}
            <Icon size="1em">
              <svg
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                focusable="false"
                css={{ transform: menuOpen ? 'rotate(180deg)' : undefined }}
              >
                <path d="M6 9l6 6 6-6" />
              </svg>
            </Icon>
          </button>
        </div>
        <ul
          id={listId}
          css={[
            linkList,
            css`
              display: ${menuOpen ? 'flex' : 'none'};
              ${theme.media.tablet} {
                display: flex;
              }
            `,
          ]}
        >
          {navItems.map((item) => (
            <li key={item.href}>
              {renderLink({
                href: item.href,
                'aria-current': item.active ? 'page' : undefined,
                onClick: () => setMenuOpen(false),
                children: (
                  <>
                    {item.icon ? (
                      <span css={{ display: 'inline-flex', color: 'inherit' }}>{item.icon}</span>
                    ) : null}
                    <span>{item.label}</span>
                  </>
                ),
              })}
            </li>
          ))}
        </ul>
      </nav>

      <section
        aria-labelledby={titleId}
        css={css`
          display: flex;
          flex-direction: column;
          gap: ${theme.space[4]};
          min-inline-size: 0;
        `}
      >
        <header
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            justify-content: space-between;
            gap: ${theme.space[3]};
          `}
        >
          <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space[1], minInlineSize: 0 }}>
            <h1
              id={titleId}
              css={css`
                margin: 0;
                font-family: ${theme.fonts.display};
                font-size: ${theme.fontSizes.xxl};
                line-height: ${theme.lineHeights.tight};
              `}
            >
              {titleIsName ? <bdi>{title}</bdi> : title}
            </h1>
            {description ? (
              <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
                {description}
              </p>
            ) : null}
          </div>
          {actions ? (
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] }}>{actions}</div>
          ) : null}
        </header>
        {/* The content never widens the shell: a wide table scrolls inside its own region instead of
            pushing the phone layout sideways (inline-size containment ignores the content's width). */}
        <div
          css={css`
            container-type: inline-size;
            min-inline-size: 0;
            overflow-x: clip;
            overflow-clip-margin: 4px;
          `}
        >
          {children}
        </div>
      </section>
    </div>
  );
}
