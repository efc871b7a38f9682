import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../CopyButton';
import { ErrorIcon, SuccessIcon } from '../Icon';
import { Spinner } from '../Spinner';

export type PaymentResultVariant = 'processing' | 'success' | 'failure';

/** The row names itself 'Transaction ID' with 'Copy' and 'Copied' (payments.*). */
export interface PaymentTransactionId {
  value: string;
  /** Copies `value` (the clipboard is the caller's). */
  onCopy: () => void | Promise<unknown>;
}

export interface PaymentResultProps {
  variant: PaymentResultVariant;
  /** e.g. 'Payment successful', 'Payment failed' or 'Confirming your payment…'. */
  title: string;
  /** e.g. spec §2: 'Your payment has failed. No charges were made.' */
  body?: ReactNode;
  /** Shown on success (DESIGN.md: money results show their transaction id). */
  transactionId?: PaymentTransactionId;
  /** Links: Store and Challenges on success; Try Again and Wallet on failure. */
  actions?: ReactNode;
  /** 1 on the result pages; 2 inside a dialog. */
  headingLevel?: 1 | 2;
}

/**
 * The /payments/success and /payments/failed pages, the store's card result, and the wait before either
 * (spec §2). The transaction id row says its own words (payments.*); the title, body and links are the page's.
 */
export function PaymentResult({
  variant,
  title,
  body,
  transactionId,
  actions,
  headingLevel = 1,
}: PaymentResultProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const tone =
    variant === 'success'
      ? theme.colors.success
      : variant === 'failure'
        ? theme.colors.danger
        : theme.colors.accent;
  return (
    <section
      aria-busy={variant === 'processing' || undefined}
      css={css`
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: ${theme.space[4]};
        padding: ${theme.space[8]} ${theme.space[4]};
        background: ${theme.colors.surface};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        border-block-start: ${theme.space[1]} solid ${tone};
        border-radius: ${theme.radii.lg};
        text-align: center;
      `}
    >
      {/* The outcome is announced when it replaces the wait; the links below stay out of the live region. */}
      <div
        role={variant === 'failure' ? 'alert' : 'status'}
        css={{ display: 'grid', justifyItems: 'center', gap: theme.space[4] }}
      >
        <span
          css={css`
            display: inline-flex;
            align-items: center;
            justify-content: center;
            inline-size: ${theme.space[12]};
            block-size: ${theme.space[12]};
            border-radius: 50%;
            background: ${theme.colors.surfaceRaised};
            color: ${tone};
            font-size: ${theme.fontSizes.xl};
          `}
        >
          {variant === 'processing' ? (
            <Spinner size="md" />
          ) : variant === 'success' ? (
            <SuccessIcon />
          ) : (
            <ErrorIcon />
          )}
        </span>
        <Heading css={{ margin: 0, fontSize: theme.fontSizes.xxl }}>{title}</Heading>
        {body ? (
          <p css={{ margin: 0, maxInlineSize: '32rem', color: theme.colors.textMuted }}>{body}</p>
        ) : null}
      </div>
      {variant === 'success' && transactionId ? (
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            justify-content: center;
            gap: ${theme.space[2]} ${theme.space[3]};
            max-inline-size: 100%;
            padding: ${theme.space[3]};
            border-radius: ${theme.radii.md};
            background: ${theme.colors.surfaceRaised};
          `}
        >
          <span css={{ display: 'grid', gap: theme.space[0.5], minInlineSize: 0 }}>
            <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
              {t('payments.transactionId')}
            </span>
            <code
              css={{
                fontSize: theme.fontSizes.md,
                overflowWrap: 'anywhere',
                direction: 'ltr',
                unicodeBidi: 'isolate',
              }}
            >
              {transactionId.value}
            </code>
          </span>
          <CopyButton
            label={t('payments.copy')}
            copiedLabel={t('payments.copied')}
            onCopy={transactionId.onCopy}
          />
        </div>
      ) : null}
      {actions && variant !== 'processing' ? (
        <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: theme.space[3] }}>
          {actions}
        </div>
      ) : null}
    </section>
  );
}
