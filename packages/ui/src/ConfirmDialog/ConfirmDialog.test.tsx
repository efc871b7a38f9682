import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ArenaThemeProvider } from '../ArenaThemeProvider';
import { ConfirmDialog } from './ConfirmDialog';
import { installDialogPolyfill } from './dialogPolyfill';

installDialogPolyfill();

function Harness({ busy = false, onConfirm }: { busy?: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ArenaThemeProvider lang="en">
      <button type="button" onClick={() => setOpen(true)}>
        Exchange
      </button>
      <ConfirmDialog
        open={open}
        title="Exchange crystals?"
        lines={[
          { id: 'pay', label: 'You pay', value: '825 crystals' },
          { id: 'receive', label: 'You receive', value: '3 GCoins' },
        ]}
        confirmLabel="Confirm exchange"
        cancelLabel="Cancel"
        closeLabel="Close"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </ArenaThemeProvider>
  );
}

async function openDialog(props: { busy?: boolean } = {}) {
  const onConfirm = vi.fn();
  const user = userEvent.setup();
  render(<Harness {...props} onConfirm={onConfirm} />);
  const opener = screen.getByRole('button', { name: 'Exchange' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Exchange crystals?' });
  return { user, opener, dialog, onConfirm };
}

describe('ConfirmDialog', () => {
  it('opens with the summary and focus on Cancel', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('You pay825 crystals');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('Escape cancels and gives focus back to the opener', async () => {
    const { user, dialog, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('Confirm reports the intent and keeps the dialog open', async () => {
    const { user, dialog, onConfirm } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Confirm exchange' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
  });

  it('while busy, Escape and Close do nothing and Confirm cannot be pressed again', async () => {
    const { user, dialog, onConfirm } = await openDialog({ busy: true });
    const confirm = screen.getByRole('button', { name: 'Confirm exchange' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    confirm.focus();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(confirm);
    expect(dialog).toHaveAttribute('open');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
