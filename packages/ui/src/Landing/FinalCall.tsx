import { css, useTheme } from '@emotion/react';
import type { ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { linkProps } from './links';

export interface FinalCallProps {
  /** A signed-in player is led to the challenges; a visitor to "Create your free account". */
  signedIn: boolean;
  joinHref: string;
  challengesHref: string;
  linkAs?: ElementType;
}

/** The landing's closing call to action, over a violet glow. Owns its words (landing.cta / ctaPlayer). */
export function FinalCall({ signedIn, joinHref, challengesHref, linkAs }: FinalCallProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const keys = signedIn ? 'landing.ctaPlayer' : 'landing.cta';
  return (
    <section
      aria-labelledby="cta-title"
      css={css`
        max-inline-size: 1200px;
        margin-inline: auto;
        padding: ${theme.space[12]} ${theme.space[4]} 0;
      `}
    >
      <div
        css={css`
          display: grid;
          justify-items: center;
          gap: ${theme.space[4]};
          padding: ${theme.space[8]} ${theme.space[4]};
          border-radius: ${theme.radii.lg};
          background:
            radial-gradient(60% 120% at 50% 0%, ${theme.colors.surfaceHover} 0%, transparent 70%),
            linear-gradient(135deg, ${theme.colors.surfaceRaised}, ${theme.colors.surface});
          border: ${theme.borderWidths.hairline} solid ${theme.colors.accent};
          text-align: center;
        `}
      >
        <h2
          id="cta-title"
          css={css`
            margin: 0;
            font-family: ${theme.fonts.display};
            font-size: ${theme.fontSizes.xxl};
            line-height: ${theme.lineHeights.tight};
          `}
        >
          {t(`${keys}.title`)}
        </h2>
        <p
          css={css`
            margin: 0;
            max-inline-size: 36rem;
            color: ${theme.colors.textMuted};
          `}
        >
          {t(`${keys}.body`)}
        </p>
        <Button size="lg" {...linkProps(signedIn ? challengesHref : joinHref, linkAs)}>
          {t(`${keys}.button`)}
        </Button>
      </div>
    </section>
  );
}
