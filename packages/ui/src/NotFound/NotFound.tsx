import { css, useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';

export interface NotFoundProps {
  /** "Go Back": the previous page in the history. */
  onBack: () => void;
  /** "Return Home": the landing page. */
  onHome: () => void;
}

/**
 * The 404 page's body (spec §2): a large glitching "404" over a broken controller, the title, a line
 * of help and the Go Back and Return Home buttons. Owns its words (notFound.*).
 */
export function NotFound({ onBack, onHome }: NotFoundProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="not-found-title"
      css={css`
        display: grid;
        justify-items: center;
        gap: ${theme.space[4]};
        max-inline-size: 560px;
        margin-inline: auto;
        padding: ${theme.space[12]} ${theme.space[4]};
        text-align: center;
      `}
    >
      <p
        aria-hidden="true"
        css={css`
          position: relative;
          margin: 0;
          font-family: ${theme.fonts.display};
          font-size: 5rem;
          font-weight: ${theme.fontWeights.bold};
          line-height: 1;
          color: ${theme.colors.accent};
          text-shadow:
            -3px 0 ${theme.colors.prizeGold},
            3px 0 ${theme.colors.accentHover};
        `}
      >
        {t('notFound.code')}
      </p>
      <svg width="96" height="56" viewBox="0 0 96 56" aria-hidden="true" focusable="false">
        <path
          d="M22 6h52a18 18 0 0 1 18 18v6a18 18 0 0 1-32 11H36A18 18 0 0 1 4 30v-6A18 18 0 0 1 22 6z"
          fill={theme.colors.surfaceRaised}
          stroke={theme.colors.border}
          strokeWidth="2"
        />
        <path d="M44 6 L50 20 L44 30 L52 44" fill="none" stroke={theme.colors.background} strokeWidth="4" />
        <path d="M16 22h12M22 16v12" stroke={theme.colors.textMuted} strokeWidth="3" strokeLinecap="round" />
        <circle cx="70" cy="20" r="3" fill={theme.colors.accent} />
        <circle cx="78" cy="28" r="3" fill={theme.colors.prizeGold} />
      </svg>
      <h1
        id="not-found-title"
        css={css`
          margin: 0;
          font-size: ${theme.fontSizes.xxl};
        `}
      >
        {t('notFound.title')}
      </h1>
      <p
        css={css`
          margin: 0;
          color: ${theme.colors.textMuted};
        `}
      >
        {t('notFound.body')}
      </p>
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          justify-content: center;
          gap: ${theme.space[3]};
          margin-block-start: ${theme.space[4]};
        `}
      >
        <Button variant="secondary" onClick={onBack}>
          {t('notFound.goBack')}
        </Button>
        <Button variant="primary" onClick={onHome}>
          {t('notFound.returnHome')}
        </Button>
      </div>
    </section>
  );
}
