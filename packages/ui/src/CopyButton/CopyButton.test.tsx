import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArenaThemeProvider } from '../ArenaThemeProvider';
import { ShareButton } from './CopyButton';

describe('ShareButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const renderButton = (onShare: () => Promise<unknown> | void) =>
    render(
      <ArenaThemeProvider lang="en">
        <ShareButton label="Share" copiedLabel="Copied" onShare={onShare} />
      </ArenaThemeProvider>,
    );

  it('calls onShare and shows Copied for 2 s (spec §9)', async () => {
    const onShare = vi.fn();
    renderButton(onShare);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    });
    expect(onShare).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('shows no confirmation when sharing fails', async () => {
    renderButton(() => Promise.reject(new Error('denied')));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    });
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });
});
