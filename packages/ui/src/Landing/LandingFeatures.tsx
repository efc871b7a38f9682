import { css, useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './LandingSection';

const features = [
  { key: 'weekly', icon: 'M4 6h16M4 12h16M4 18h10' },
  { key: 'pros', icon: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9L12 3z' },
  {
    key: 'games',
    icon: 'M6 9h4M8 7v4M15 8h.01M18 10h.01M7 4h10a5 5 0 0 1 5 5v3a5 5 0 0 1-9 3h-2a5 5 0 0 1-9-3V9a5 5 0 0 1 5-5z',
  },
  {
    key: 'events',
    icon: 'M7 3v3M17 3v3M4 8h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
  },
] as const;

/** The landing's "Why players choose Arena": four feature cards (spec §2 landing). Owns its words. */
export function LandingFeatures() {
  const theme = useTheme();
  const { t } = useTranslation();
  return (
    <LandingSection titleId="features-title" title={t('landing.features.title')}>
      <ul
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: ${theme.space[4]};
          ${theme.media.tablet} {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }
          ${theme.media.desktop} {
            grid-template-columns: repeat(4, minmax(0, 1fr));
          }
        `}
      >
        {features.map(({ key, icon }) => (
          <li
            key={key}
            css={css`
              display: grid;
              gap: ${theme.space[2]};
              align-content: start;
              padding: ${theme.space[6]};
              border-radius: ${theme.radii.lg};
              background: ${theme.colors.surface};
              border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
              border-block-start: ${theme.borderWidths.accent} solid ${theme.colors.accent};
            `}
          >
            <span
              css={css`
                display: inline-grid;
                place-items: center;
                inline-size: 44px;
                block-size: 44px;
                border-radius: ${theme.radii.md};
                background: ${theme.colors.surfaceRaised};
                color: ${theme.colors.accent};
              `}
            >
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d={icon}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            <h3
              css={css`
                margin: 0;
                font-size: ${theme.fontSizes.lg};
              `}
            >
              {t(`landing.features.${key}.title`)}
            </h3>
            <p
              css={css`
                margin: 0;
                color: ${theme.colors.textMuted};
              `}
            >
              {t(`landing.features.${key}.body`)}
            </p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
