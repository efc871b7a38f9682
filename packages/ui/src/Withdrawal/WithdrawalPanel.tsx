import { css, useTheme } from '@emotion/react';
import {
  formatCount,
  formatUsdCents,
  usdCentsFromCrystals,
  type WithdrawalMethod,
  withdrawalSlider,
} from '@arena/domain';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { CurrencyAmount } from '../CurrencyAmount';
import { MessageBanner } from '../MessageBanner';
import { Panel } from '../Panel';
import { Spinner } from '../Spinner';
import { TextField } from '../TextField';
import { ChoiceGroup } from './ChoiceGroup';
import { formatMaskedCardNumber } from './maskedCardNumber';
import { useWithdrawalPanelWords } from './withdrawalWords';

export interface WithdrawalCardOption {
  id: string;
  /** e.g. 'Visa' (detected from the masked number by the site). */
  brand: string;
  /** As the provider masks it, e.g. '411111******1111'. */
  maskedNumber: string;
}

export type WithdrawalCardsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface WithdrawalPanelProps {
  /** Crystals owned. */
  crystals: number;
  method: WithdrawalMethod;
  /** The slider's value (a multiple of 100 within the method's bounds). */
  amount: number;
  email: string;
  cards: readonly WithdrawalCardOption[];
  cardId: string | null;
  cardsStatus: WithdrawalCardsStatus;
  cardsError?: ReactNode;
  /** One message per field, already in the reader's language. */
  fieldErrors?: { amount?: ReactNode; email?: ReactNode; cardId?: ReactNode };
  /** The last attempt's message (server message, or 'Withdrawal failed'). */
  error?: ReactNode;
  submitting?: boolean;
  /** Formats whole amounts for the locale. */
  format?: (amount: number) => string;
  /** Where cards are added (the site's link to the profile's Payment Methods tab). */
  addCard?: ReactNode;
  onMethodChange: (method: WithdrawalMethod) => void;
  onAmountChange: (amount: number) => void;
  onEmailChange: (email: string) => void;
  onCardChange: (cardId: string) => void;
  onCardsRetry: () => void;
  onSubmit: () => void;
}

const defaultFormat = formatCount;

/**
 * spec §2 Wallet "Crystal withdrawal", §5, §9: the method toggle (payment email or saved card), the
 * amount on a slider in steps of 100 with its USD value, the method's minimum, the payment email or
 * the saved-card picker, the 12–72 h processing note and the submit.
 */
export function WithdrawalPanel({
  crystals,
  method,
  amount,
  email,
  cards,
  cardId,
  cardsStatus,
  cardsError,
  fieldErrors = {},
  error,
  submitting = false,
  format = defaultFormat,
  addCard,
  onMethodChange,
  onAmountChange,
  onEmailChange,
  onCardChange,
  onCardsRetry,
  onSubmit,
}: WithdrawalPanelProps) {
  const labels = useWithdrawalPanelWords(format);
  const theme = useTheme();
  const sliderId = useId();
  const boundsId = useId();
  const amountErrorId = useId();
  const cardsNoteId = useId();
  const slider = withdrawalSlider(method, crystals);
  const usd = formatUsdCents(usdCentsFromCrystals(amount));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  const muted = css`
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `;

  return (
    <Panel title={labels.title} subtitle={labels.rate} gap={5}>
      <form noValidate onSubmit={submit} css={{ display: 'grid', gap: theme.space[5] }}>
        <ChoiceGroup
          layout="segments"
          legend={labels.method}
          value={method}
          disabled={submitting}
          onChange={onMethodChange}
          options={[
            { value: 'paypal', label: labels.methods.paypal },
            { value: 'card', label: labels.methods.card },
          ]}
        />

        <div css={{ display: 'grid', gap: theme.space[2] }}>
          <div
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: `${theme.space[1]} ${theme.space[3]}`,
            }}
          >
            <label htmlFor={sliderId} css={{ fontWeight: theme.fontWeights.semibold }}>
              {labels.amount}
            </label>
            <span css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space[3] }}>
              <CurrencyAmount
                currency="crystal"
                amount={slider.disabled ? 0 : amount}
                size="lg"
                format={format}
                label={labels.crystalsAmount(slider.disabled ? 0 : amount)}
              />
              {slider.disabled ? null : (
                <span
                  css={{
                    color: theme.colors.textMuted,
                    fontVariantNumeric: 'tabular-nums',
                    unicodeBidi: 'isolate',
                  }}
                >
                  {labels.worth(usd)}
                </span>
              )}
            </span>
          </div>
          <input
            id={sliderId}
            type="range"
            min={slider.min}
            max={slider.max}
            step={slider.step}
            value={slider.disabled ? slider.min : amount}
            disabled={slider.disabled || submitting}
            aria-valuetext={labels.amountValueText(amount, usd)}
            aria-describedby={[boundsId, fieldErrors.amount ? amountErrorId : null].filter(Boolean).join(' ')}
            aria-invalid={fieldErrors.amount ? true : undefined}
            onChange={(event) => onAmountChange(Number(event.target.value))}
            css={css`
              inline-size: 100%;
              min-block-size: ${theme.touchTarget};
              margin: 0;
              accent-color: ${theme.colors.crystal};
              cursor: pointer;
              &:disabled {
                cursor: not-allowed;
                opacity: 0.5;
              }
              &:focus-visible {
                outline: ${theme.borderWidths.focus} solid ${theme.colors.focusRing};
                outline-offset: ${theme.space[0.5]};
              }
            `}
          />
          <div
            id={boundsId}
            css={[
              muted,
              { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: theme.space[2] },
            ]}
          >
            {slider.disabled ? (
              <span>{labels.notEnough(slider.min)}</span>
            ) : (
              <>
                <span>{labels.minimum(slider.min)}</span>
                <span>{labels.maximum(slider.max)}</span>
              </>
            )}
          </div>
          {fieldErrors.amount ? (
            <span id={amountErrorId} css={{ color: theme.colors.danger, fontSize: theme.fontSizes.sm }}>
              {fieldErrors.amount}
            </span>
          ) : null}
        </div>

        {method === 'paypal' ? (
          <TextField
            label={labels.email}
            hint={labels.emailHint}
            type="email"
            inputMode="email"
            autoComplete="email"
            name="paymentEmail"
            value={email}
            disabled={submitting}
            error={fieldErrors.email}
            onChange={(value) => onEmailChange(value)}
          />
        ) : (
          <CardPicker
            cards={cards}
            cardId={cardId}
            status={cardsStatus}
            error={cardsError}
            fieldError={fieldErrors.cardId}
            disabled={submitting}
            addCard={addCard}
            noteId={cardsNoteId}
            onChange={onCardChange}
            onRetry={onCardsRetry}
          />
        )}

        <p css={muted}>{labels.processing}</p>
        {error ? <MessageBanner tone="error">{error}</MessageBanner> : null}
        <div>
          <Button type="submit" loading={submitting}>
            {labels.submit}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function CardPicker({
  cards,
  cardId,
  status,
  error,
  fieldError,
  disabled,
  addCard,
  noteId,
  onChange,
  onRetry,
}: {
  cards: readonly WithdrawalCardOption[];
  cardId: string | null;
  status: WithdrawalCardsStatus;
  error?: ReactNode;
  fieldError?: ReactNode;
  disabled: boolean;
  addCard?: ReactNode;
  noteId: string;
  onChange: (cardId: string) => void;
  onRetry: () => void;
}) {
  const theme = useTheme();
  const labels = useWithdrawalPanelWords();
  const heading = (
    <span css={{ display: 'block', fontWeight: theme.fontWeights.semibold }}>{labels.card}</span>
  );
  if (status === 'loading' || status === 'idle') {
    return (
      <div css={{ display: 'grid', gap: theme.space[2] }}>
        {heading}
        <span
          role="status"
          css={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: theme.space[2],
            color: theme.colors.textMuted,
          }}
        >
          <Spinner />
          {labels.cardsLoading}
        </span>
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div css={{ display: 'grid', gap: theme.space[2] }}>
        {heading}
        <MessageBanner
          tone="error"
          action={
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {labels.retryCards}
            </Button>
          }
        >
          {error}
        </MessageBanner>
      </div>
    );
  }
  if (cards.length === 0) {
    return (
      <div css={{ display: 'grid', gap: theme.space[2] }}>
        {heading}
        <p id={noteId} css={{ margin: 0, color: theme.colors.textMuted }}>
          {labels.noCards}
        </p>
        {fieldError ? (
          <span css={{ color: theme.colors.danger, fontSize: theme.fontSizes.sm }}>{fieldError}</span>
        ) : null}
        {addCard ? <div>{addCard}</div> : null}
      </div>
    );
  }
  return (
    <div css={{ display: 'grid', gap: theme.space[2] }}>
      <ChoiceGroup
        layout="rows"
        legend={labels.card}
        value={cardId}
        disabled={disabled}
        error={fieldError}
        onChange={onChange}
        options={cards.map((card) => ({
          value: card.id,
          label: (
            <span css={{ display: 'flex', flexWrap: 'wrap', gap: `0 ${theme.space[3]}` }}>
              <span css={{ fontWeight: theme.fontWeights.semibold }}>{card.brand}</span>
              {/* A space for the accessible name; the flex gap draws it. */}{' '}
              {/* Card numbers read left to right in every language. */}
              <span dir="ltr" css={{ fontVariantNumeric: 'tabular-nums', color: theme.colors.textMuted }}>
                {formatMaskedCardNumber(card.maskedNumber)}
              </span>
            </span>
          ),
        }))}
      />
      {addCard ? <div>{addCard}</div> : null}
    </div>
  );
}
