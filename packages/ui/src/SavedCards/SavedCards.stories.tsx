import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { SavedCards, type SavedCardView } from './SavedCards';

const cards: SavedCardView[] = [
  { id: 'c1', panMasked: '411111******1111', expiryMonth: 7, expiryYear: 2030, preferred: true },
  { id: 'c2', panMasked: '555555******4444', expiryMonth: 12, expiryYear: 2028, preferred: false },
  { id: 'c3', panMasked: '378282*****0005', expiryMonth: 3, expiryYear: 2029, preferred: false },
];

const meta = {
  title: 'Profile/SavedCards',
  component: SavedCards,
  args: {
    status: 'ready',
    cards,
    onRetry: fn(),
    onAdd: fn(),
    onRemove: fn(),
    onConfirmRemove: fn(),
    onCancelRemove: fn(),
  },
} satisfies Meta<typeof SavedCards>;

export default meta;
type Story = StoryObj<typeof meta>;

const rtl = { globals: { locale: 'ar' }, args: {} } as const;

/** The brand is read from the masked number; the first card is preferred. */
export const List: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Saved cards' });
    await expect(list).toHaveTextContent('Visa');
    await expect(list).toHaveTextContent('Mastercard');
    await expect(list).toHaveTextContent('American Express');
    await expect(canvas.getByText('4111 11•• •••• 1111')).toBeVisible();
    await expect(canvas.getByText('Expires 07/30')).toBeVisible();
    await expect(canvas.getAllByText('Preferred')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Mastercard ending in 4444' }));
    await expect(args.onRemove).toHaveBeenCalledWith('c2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** Arabic: the masked number and expiry stay left to right inside the mirrored row. */
export const ListRTL: Story = {
  ...rtl,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4111 11•• •••• 1111').closest('[dir="ltr"]')).not.toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', cards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading payment methods');
  },
};
export const LoadingRTL: Story = { ...rtl, args: { ...rtl.args, status: 'loading', cards: [] } };

/** The empty state says what to do next and offers the add button. */
export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};
export const EmptyRTL: Story = { ...rtl, args: { ...rtl.args, cards: [] } };

export const Error: Story = {
  args: { status: 'error', cards: [], error: 'Failed to load payment methods' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load payment methods');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const ErrorRTL: Story = {
  ...rtl,
  args: { ...rtl.args, status: 'error', cards: [], error: 'فشل تحميل طرق الدفع' },
};

/** Asking the provider for its page: the add button is busy. */
export const Adding: Story = { args: { cards: [], adding: true } };
export const AddingRTL: Story = { ...rtl, args: { ...rtl.args, cards: [], adding: true } };

/** Back from the provider's page. */
export const Saved: Story = {
  args: { outcome: 'saved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Card saved.')).toBeVisible();
  },
};
export const SavedRTL: Story = {
  ...rtl,
  args: { ...rtl.args, outcome: 'saved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('تم حفظ البطاقة.')).toBeVisible();
  },
};
/** Back from the provider's page without a card. */
export const Cancelled: Story = { args: { cards: [], outcome: 'cancelled' } };
/** After the confirmation: the list without the card. */
export const DeletedUrdu: Story = {
  globals: { locale: 'ur' },
  args: { cards: cards.slice(1), outcome: 'deleted' },
};
export const ListHindi: Story = { globals: { locale: 'hi' } };
/** A failed add (the client's or the server's words) is said instead of the outcome. */
export const AddFailed: Story = {
  args: { cards: [], outcome: 'saved', addError: 'Failed to start card addition' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to start card addition');
    await expect(canvas.queryByText('Card saved.')).toBeNull();
  },
};
export const AddFailedRTL: Story = {
  ...rtl,
  args: { ...rtl.args, cards: [], addError: 'تعذّر بدء إضافة البطاقة' },
};

export const ConfirmRemove: Story = {
  parameters: { fullHeight: true },
  args: { removing: { id: 'c1', busy: false } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(
      dialog.getByText('Visa ending in 1111 will no longer be offered for card payouts.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove card' }));
    await expect(args.onConfirmRemove).toHaveBeenCalledOnce();
  },
};
export const ConfirmRemoveRTL: Story = {
  ...rtl,
  parameters: { fullHeight: true },
  args: { ...rtl.args, removing: { id: 'c1', busy: false } },
  play: async ({ canvasElement }) => {
    await dialogOf(canvasElement);
  },
};

export const RemoveFailed: Story = {
  parameters: { fullHeight: true },
  args: { removing: { id: 'c2', busy: false, error: 'Card not found.' } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Card not found.');
  },
};
export const RemoveFailedRTL: Story = {
  ...rtl,
  parameters: { fullHeight: true },
  args: { ...rtl.args, removing: { id: 'c2', busy: false, error: 'البطاقة غير موجودة.' } },
  play: async ({ canvasElement }) => {
    await dialogOf(canvasElement);
  },
};
