import { css, useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';

const cardSteps = ['create', 'approve', 'capture', 'claim', 'done'] as const;

/** A step of the card payment (spec §4 card payment flow), named by the stepper (store.card.steps.*). */
export type PaymentStep = (typeof cardSteps)[number];

export interface PaymentProgressProps {
  /** The step under way; the steps before it are done. On the last step, every step is done. */
  currentStepId: PaymentStep;
  /** The current step failed (it is marked and read as such: 'failed'). */
  failed?: boolean;
}

const svgProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: 'false',
} as const;

type StepState = 'done' | 'current' | 'failed' | 'upcoming';

/**
 * The card payment steps as a small stepper (spec §4 Card payment flow: order created → approved →
 * captured → GCoins credited → done). Says its own words (store.card.*): its name, the steps, their states.
 */
export function PaymentProgress({ currentStepId, failed = false }: PaymentProgressProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const steps = cardSteps.map((id) => ({ id, label: t(`store.card.steps.${id}`) }));
  const stateWords = {
    done: t('store.card.done'),
    current: t('store.card.current'),
    failed: t('store.card.failed'),
  };
  const current = Math.max(
    0,
    steps.findIndex((step) => step.id === currentStepId),
  );
  const finished = !failed && current === steps.length - 1;

  const stateOf = (index: number): StepState => {
    if (index < current || (finished && index === current)) return 'done';
    if (index === current) return failed ? 'failed' : 'current';
    return 'upcoming';
  };

  const colour = (state: StepState) =>
    state === 'done'
      ? theme.colors.success
      : state === 'failed'
        ? theme.colors.danger
        : state === 'current'
          ? theme.colors.accent
          : theme.colors.border;

  return (
    <ol
      aria-label={t('store.card.progress')}
      css={css`
        display: grid;
        gap: ${theme.space[1]};
        margin: 0;
        padding: 0;
        list-style: none;
      `}
    >
      {steps.map((step, index) => {
        const state = stateOf(index);
        return (
          <li
            key={step.id}
            aria-current={state === 'current' || state === 'failed' ? 'step' : undefined}
            css={css`
              position: relative;
              display: flex;
              align-items: center;
              gap: ${theme.space[3]};
              min-block-size: ${theme.space[8]};
              color: ${state === 'upcoming' ? theme.colors.textMuted : theme.colors.text};
              font-weight: ${state === 'current' || state === 'failed' ? theme.fontWeights.semibold : theme.fontWeights.regular};
              &:not(:last-of-type)::after {
                content: '';
                position: absolute;
                inset-inline-start: calc(${theme.space[3]} - ${theme.borderWidths.accent} / 2);
                inset-block-start: calc(50% + ${theme.space[3]} + ${theme.space[0.5]});
                inset-block-end: calc(-1 * (${theme.space[1]} + ${theme.space[0.5]}));
                border-inline-start: ${theme.borderWidths.accent} solid
                  ${index < current || finished ? theme.colors.success : theme.colors.border};
              }
            `}
          >
            <span
              aria-hidden="true"
              css={css`
                display: inline-flex;
                align-items: center;
                justify-content: center;
                flex-shrink: 0;
                inline-size: ${theme.space[6]};
                block-size: ${theme.space[6]};
                border-radius: 50%;
                border: ${theme.borderWidths.accent} solid ${colour(state)};
                background: ${state === 'done' || state === 'failed' ? colour(state) : 'transparent'};
                color: ${theme.colors.onTone};
                font-size: ${theme.fontSizes.xs};
              `}
            >
              {state === 'done' ? (
                <Icon size="1em">
                  <svg {...svgProps}>
                    <path d="M5 12.5l4.5 4.5L19 7.5" />
                  </svg>
                </Icon>
              ) : state === 'failed' ? (
                <Icon size="1em">
                  <svg {...svgProps}>
                    <path d="M7 7l10 10M17 7L7 17" />
                  </svg>
                </Icon>
              ) : state === 'current' ? (
                <span
                  css={{
                    inlineSize: theme.space[2],
                    blockSize: theme.space[2],
                    borderRadius: '50%',
                    background: theme.colors.accent,
                  }}
                />
              ) : null}
            </span>
            <span>{step.label}</span>
            {state !== 'upcoming' ? <VisuallyHidden>, {stateWords[state]}</VisuallyHidden> : null}
          </li>
        );
      })}
    </ol>
  );
}
