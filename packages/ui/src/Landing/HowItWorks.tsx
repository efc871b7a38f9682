import { css, useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';

const steps = ['how1', 'how2', 'how3', 'how4'] as const;

export interface HowItWorksProps {
  /** The list's heading id; the landing and About pages each give their own. */
  titleId: string;
  /** 'center' on the landing page, 'start' on About. */
  align?: 'center' | 'start';
  headingLevel?: 2 | 3;
  /** A landing band of its own (a section labelled by the heading, with the landing's spacing). */
  asSection?: boolean;
}

/**
 * "How it works": the four steps from an account to a prize, as numbered cards (about.how*). Used on
 * the landing page and on About. Owns its words.
 */
export function HowItWorks({
  titleId,
  align = 'center',
  headingLevel = 2,
  asSection = false,
}: HowItWorksProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Frame = asSection ? 'section' : 'div';
  return (
    <Frame
      aria-labelledby={asSection ? titleId : undefined}
      css={css`
        display: grid;
        gap: ${theme.space[asSection ? 6 : 4]};
        ${
          asSection
            ? css`
                max-inline-size: 1200px;
                margin-inline: auto;
                padding: ${theme.space[12]} ${theme.space[4]} 0;
              `
            : ''
        }
      `}
    >
      <Heading
        id={titleId}
        css={css`
          margin: 0;
          font-family: ${theme.fonts.display};
          font-size: ${align === 'center' ? theme.fontSizes.xxl : theme.fontSizes.xl};
          text-align: ${align};
        `}
      >
        {t('about.howTitle')}
      </Heading>
      <ol
        aria-labelledby={titleId}
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: ${theme.space[3]};
          ${theme.media.tablet} {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }
          ${
            align === 'center'
              ? css`
                  ${theme.media.desktop} {
                    grid-template-columns: repeat(4, minmax(0, 1fr));
                  }
                `
              : ''
          }
        `}
      >
        {steps.map((step, index) => (
          <li
            key={step}
            css={css`
              display: flex;
              gap: ${theme.space[3]};
              align-items: flex-start;
              padding: ${theme.space[4]};
              border-radius: ${theme.radii.lg};
              background: ${theme.colors.surface};
              border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
            `}
          >
            <span
              aria-hidden="true"
              css={css`
                flex: none;
                display: inline-grid;
                place-items: center;
                inline-size: 36px;
                block-size: 36px;
                border-radius: 50%;
                background: ${theme.colors.accent};
                color: ${theme.colors.onAccent};
                font-family: ${theme.fonts.display};
                font-weight: ${theme.fontWeights.bold};
              `}
            >
              {index + 1}
            </span>
            <span
              css={css`
                color: ${theme.colors.text};
                padding-block-start: ${theme.space[1]};
              `}
            >
              {t(`about.${step}`)}
            </span>
          </li>
        ))}
      </ol>
    </Frame>
  );
}
