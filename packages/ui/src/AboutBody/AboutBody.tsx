import { css, useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { GamesStrip } from '../Landing/GamesStrip';
import { HowItWorks } from '../Landing/HowItWorks';

/**
 * The About page (spec §2 /about): the title, what Arena is, the games on Arena with their key art
 * and how it works in four steps. Static; owns its words (about.*).
 */
export function AboutBody() {
  const theme = useTheme();
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="about-title"
      css={css`
        display: grid;
        gap: ${theme.space[4]};
        grid-template-columns: minmax(0, 1fr);
        max-inline-size: 960px;
        margin-inline: auto;
        padding: ${theme.space[12]} ${theme.space[4]} 0;
      `}
    >
      <h1
        id="about-title"
        css={css`
          margin: 0;
          font-family: ${theme.fonts.display};
          font-size: ${theme.fontSizes.display};
          line-height: ${theme.lineHeights.tight};
        `}
      >
        {t('about.title')}
      </h1>
      <p
        css={css`
          margin: 0;
          color: ${theme.colors.textMuted};
          font-size: ${theme.fontSizes.lg};
        `}
      >
        {t('about.intro')}
      </p>
      <h2
        id="about-games"
        css={css`
          margin: ${theme.space[4]} 0 0;
          font-family: ${theme.fonts.display};
          font-size: ${theme.fontSizes.xl};
        `}
      >
        {t('about.gamesTitle')}
      </h2>
      <GamesStrip />
      <div
        css={css`
          margin-block-start: ${theme.space[4]};
        `}
      >
        <HowItWorks titleId="about-how" align="start" />
      </div>
    </section>
  );
}
