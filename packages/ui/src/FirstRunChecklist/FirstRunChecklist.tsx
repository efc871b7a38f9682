import { css, useTheme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { CheckIcon } from '../Icon';
import { ProgressBar } from '../ProgressBar';
import { VisuallyHidden } from '../VisuallyHidden';

/** The four first steps of a new player, in the order they are taken (issue 34). */
export const firstRunSteps = ['verifyEmail', 'linkGame', 'joinChallenge', 'buyPack'] as const;
export type FirstRunStep = (typeof firstRunSteps)[number];

export interface FirstRunChecklistProps {
  /** Which steps are done. */
  done: Record<FirstRunStep, boolean>;
  /** The way on for each step not done yet: a link or a button the page supplies, saying its own words. */
  actions: Record<FirstRunStep, ReactNode>;
  /** Hides the checklist for good (the page remembers it). */
  onDismiss: () => void;
}

/**
 * A new player's first-run checklist: verify the e-mail → link a game → join a free challenge → buy a
 * first pack. Each step says what it brings; the next one not done carries its way on. Says its own
 * words (firstSteps.*).
 */
export function FirstRunChecklist({ done, actions, onDismiss }: FirstRunChecklistProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const titleId = useId();
  const count = firstRunSteps.filter((step) => done[step]).length;
  const next = firstRunSteps.find((step) => !done[step]);

  return (
    <section
      aria-labelledby={titleId}
      css={css`
        display: grid;
        gap: ${theme.space[4]};
        padding: ${theme.space[4]};
        background: ${theme.colors.surface};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
      `}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space[3], alignItems: 'baseline' }}>
        <h2 id={titleId} css={{ margin: 0, fontSize: theme.fontSizes.xl, flex: '1 1 auto' }}>
          {t('firstSteps.title')}
        </h2>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {t('firstSteps.dismiss')}
        </Button>
      </div>
      <ProgressBar
        value={count}
        max={firstRunSteps.length}
        label={t('firstSteps.progressLabel')}
        valueText={t('firstSteps.progress', { done: count, total: firstRunSteps.length })}
        tone="success"
      />
      <ol
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: ${theme.space[3]};
          ${theme.media.desktop} {
            grid-template-columns: repeat(4, minmax(0, 1fr));
          }
        `}
      >
        {firstRunSteps.map((step, index) => {
          const finished = done[step];
          return (
            <li
              key={step}
              aria-current={step === next ? 'step' : undefined}
              css={css`
                display: grid;
                grid-template-columns: auto 1fr;
                gap: ${theme.space[1]} ${theme.space[3]};
                align-items: start;
                padding: ${theme.space[3]};
                border-radius: ${theme.radii.md};
                background: ${step === next ? theme.colors.surfaceRaised : 'transparent'};
              `}
            >
              <span
                aria-hidden="true"
                css={css`
                  display: inline-grid;
                  place-items: center;
                  inline-size: 1.75rem;
                  block-size: 1.75rem;
                  border-radius: 50%;
                  font-weight: 700;
                  font-size: ${theme.fontSizes.sm};
                  color: ${finished ? theme.colors.onTone : theme.colors.text};
                  background: ${finished ? theme.colors.success : 'transparent'};
                  border: ${theme.borderWidths.hairline} solid
                    ${finished ? theme.colors.success : theme.colors.border};
                `}
              >
                {finished ? <CheckIcon /> : index + 1}
              </span>
              <div css={{ display: 'grid', gap: theme.space[1] }}>
                <h3 css={{ margin: 0, fontSize: theme.fontSizes.md }}>
                  {t(`firstSteps.steps.${step}.title`)}
                  {finished ? <VisuallyHidden> ({t('firstSteps.done')})</VisuallyHidden> : null}
                </h3>
                <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
                  {t(`firstSteps.steps.${step}.hint`)}
                </p>
                {!finished && step === next ? (
                  <div css={{ marginBlockStart: theme.space[2] }}>{actions[step]}</div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
