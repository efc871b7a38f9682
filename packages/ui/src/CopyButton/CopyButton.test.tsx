import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArenaThemeProvider } from '../ArenaThemeProvider';
import { CopyButton, ShareButton } from './CopyButton';

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

describe('CopyButton with copied given by the caller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const renderButton = (copied: boolean, onCopy: () => void) =>
    render(
      <ArenaThemeProvider lang="en">
        <CopyButton label="Copy" copiedLabel="Copied" copied={copied} onCopy={onCopy} />
      </ArenaThemeProvider>,
    );

  it('only calls onCopy: the caller (the withdrawal machine) owns the 2 s', async () => {
    const onCopy = vi.fn();
    renderButton(false, onCopy);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(onCopy).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows and announces Copied while copied is true, past 2 s', () => {
    renderButton(true, vi.fn());
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });
});
