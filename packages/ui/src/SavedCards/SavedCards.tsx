import { css, useTheme } from '@emotion/react';
import { cardBrandNames, detectCardBrand, type CardBrand } from '@arena/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { EmptyState, ErrorState } from '../EmptyState';
import { CardIcon } from '../Icon';
import { ListRow } from '../ListRow';
import { MessageBanner, type MessageTone } from '../MessageBanner';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';

/** A saved card as the list shows it; the brand is read from the masked number (spec §3). */
export interface SavedCardView {
  id: string;
  /** e.g. '411111******1111' (never the full number). */
  panMasked: string;
  expiryMonth: number;
  expiryYear: number;
  preferred: boolean;
}

export interface SavedCardsProps {
  status: 'loading' | 'ready' | 'error';
  cards: readonly SavedCardView[];
  /** Why the list could not be loaded (the error state's body). */
  error?: ReactNode;
  onRetry: () => void;
  /** Asking the provider for its page, or leaving for it: the add button spins. */
  adding?: boolean;
  onAdd: () => void;
  onRemove: (id: string) => void;
  /** What just happened, said above the list: a card saved (back from the provider), removed, or adding cancelled. */
  outcome?: SavedCardsOutcome | null;
  /** Why adding a card failed (the server's or the client's words); shown instead of the outcome. */
  addError?: ReactNode;
  /** The delete dialog: which card, whether it is being removed, and why it failed. */
  removing?: { id: string; busy: boolean; error?: ReactNode } | null;
  onConfirmRemove: () => void;
  onCancelRemove: () => void;
}

export type SavedCardsOutcome = 'saved' | 'cancelled' | 'deleted';

const outcomeTones: Record<SavedCardsOutcome, MessageTone> = {
  saved: 'success',
  deleted: 'success',
  cancelled: 'info',
};

function brandName(brand: CardBrand, unknown: string): string {
  return brand === 'unknown' ? unknown : cardBrandNames[brand];
}

/**
 * '411111******1111' → '4111 11•• •••• 1111': the provider's visible digits, dots for the rest, grouped
 * as printed on the card (American Express 4-6-5, Diners Club's 14 digits 4-6-4, others by four).
 */
export function formatPanMasked(masked: string): string {
  const characters = masked.replace(/[\s-]/g, '').replace(/[*xX•]/g, '•');
  if (characters.length === 15 || characters.length === 14) {
    return [characters.slice(0, 4), characters.slice(4, 10), characters.slice(10)].join(' ');
  }
  return characters.match(/.{1,4}/g)?.join(' ') ?? '';
}

function lastFour(masked: string): string {
  return masked.replace(/\D/g, '').slice(-4);
}

function expiryText(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

function CardSkeleton() {
  const theme = useTheme();
  return (
    <ListRow as="div">
      <Skeleton shape="block" inlineSize="2.5rem" blockSize="1.75rem" />
      <div css={{ flex: 1, display: 'grid', gap: theme.space[2] }}>
        <Skeleton inlineSize="40%" />
        <Skeleton inlineSize="65%" />
      </div>
    </ListRow>
  );
}

/**
 * Profile → Payment Methods (spec §2, §3 Saved payment method): saved cards, add, remove. It says its own
 * words (profile.paymentMethods.* in the locale files; issue 32).
 */
export function SavedCards({
  status,
  cards,
  error,
  onRetry,
  adding = false,
  onAdd,
  onRemove,
  outcome,
  addError,
  removing,
  onConfirmRemove,
  onCancelRemove,
}: SavedCardsProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const words = (key: string, values: Record<string, string> = {}) =>
    t(`profile.paymentMethods.${key}`, values);
  const unknownBrand = words('unknownBrand');
  const nameOf = (card: SavedCardView) =>
    words('cardName', {
      brand: brandName(detectCardBrand(card.panMasked), unknownBrand),
      last4: lastFour(card.panMasked),
    });
  const notice = addError
    ? { tone: 'error' as const, text: addError }
    : outcome
      ? { tone: outcomeTones[outcome], text: words(outcome) }
      : null;
  const removingCard = removing ? cards.find((card) => card.id === removing.id) : undefined;
  const addButton = (
    <Button icon={<CardIcon />} loading={adding} onClick={onAdd}>
      {words('addCard')}
    </Button>
  );
  const stack = css`
    display: grid;
    gap: ${theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  `;

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div aria-busy="true" css={stack}>
        <VisuallyHidden role="status">{words('loading')}</VisuallyHidden>
        <CardSkeleton />
        <CardSkeleton />
      </div>
    );
  } else if (status === 'error') {
    body = (
      <ErrorState
        title={words('errorTitle')}
        body={error}
        headingLevel={3}
        action={<Button onClick={onRetry}>{words('retry')}</Button>}
      />
    );
  } else if (cards.length === 0) {
    body = (
      <EmptyState
        icon={<CardIcon />}
        title={words('emptyTitle')}
        body={words('emptyBody')}
        headingLevel={3}
        action={addButton}
      />
    );
  } else {
    body = (
      <>
        <ul aria-label={words('listLabel')} css={stack}>
          {cards.map((card) => {
            const brand = detectCardBrand(card.panMasked);
            return (
              <ListRow key={card.id} highlighted={card.preferred}>
                <span
                  aria-hidden="true"
                  css={css`
                    display: inline-flex;
                    align-items: center;
                    justify-content: center;
                    inline-size: 2.5rem;
                    block-size: 1.75rem;
                    border-radius: ${theme.radii.sm};
                    background: ${theme.colors.surfaceRaised};
                    color: ${theme.colors.accent};
                  `}
                >
                  <CardIcon />
                </span>
                <div
                  css={css`
                    flex: 1;
                    display: grid;
                    gap: ${theme.space[0.5]};
                  `}
                >
                  <span
                    css={css`
                      display: flex;
                      flex-wrap: wrap;
                      align-items: center;
                      gap: ${theme.space[2]};
                      font-weight: ${theme.fontWeights.semibold};
                    `}
                  >
                    {brandName(brand, unknownBrand)}
                    {card.preferred ? <Badge tone="accent">{words('preferred')}</Badge> : null}
                  </span>
                  {/* Card numbers read left to right in every language. */}
                  <span
                    dir="ltr"
                    css={css`
                      justify-self: start;
                      unicode-bidi: isolate;
                      white-space: nowrap;
                      font-size: ${theme.fontSizes.sm};
                      font-variant-numeric: tabular-nums;
                    `}
                  >
                    <VisuallyHidden>{nameOf(card)}</VisuallyHidden>
                    <span aria-hidden="true">{formatPanMasked(card.panMasked)}</span>
                  </span>
                  <span
                    css={css`
                      color: ${theme.colors.textMuted};
                      font-size: ${theme.fontSizes.sm};
                    `}
                  >
                    {words('expires', { expiry: expiryText(card.expiryMonth, card.expiryYear) })}
                  </span>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={words('removeCard', { card: nameOf(card) })}
                  onClick={() => onRemove(card.id)}
                >
                  {words('remove')}
                </Button>
              </ListRow>
            );
          })}
        </ul>
        <div>{addButton}</div>
      </>
    );
  }

  return (
    <section
      aria-label={words('heading')}
      css={css`
        display: grid;
        gap: ${theme.space[3]};
      `}
    >
      <h2
        css={css`
          margin: 0;
          font-size: ${theme.fontSizes.lg};
        `}
      >
        {words('heading')}
      </h2>
      {notice ? <MessageBanner tone={notice.tone}>{notice.text}</MessageBanner> : null}
      {body}
      <ConfirmDialog
        open={Boolean(removing && removingCard)}
        title={words('confirmTitle')}
        description={removingCard ? words('confirmDescription', { card: nameOf(removingCard) }) : undefined}
        confirmLabel={words('confirmRemove')}
        cancelLabel={words('cancel')}
        closeLabel={words('close')}
        onConfirm={onConfirmRemove}
        onCancel={onCancelRemove}
        busy={removing?.busy ?? false}
        error={removing?.error}
        tone="danger"
      />
    </section>
  );
}
