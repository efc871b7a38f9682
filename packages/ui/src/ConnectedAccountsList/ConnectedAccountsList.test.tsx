import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { ConnectedAccountsList, type ConnectedAccountItem } from './ConnectedAccountsList';

const accounts: ConnectedAccountItem[] = [
  { gameType: 'Valorant', gameName: 'Valorant', accountName: 'Lina#EUW', canDisconnect: true },
  { gameType: 'Supercell', gameName: 'Brawl Stars', accountName: 'Lina (#2PPQ)', canDisconnect: false },
];

describe('ConnectedAccountsList says its own words (issue 32)', () => {
  it('in English: the heading, the counter and a disconnect button named for its game', async () => {
    const onDisconnect = vi.fn();
    render(
      inLanguage(
        'en',
        <ConnectedAccountsList remainingDisconnections={1} accounts={accounts} onDisconnect={onDisconnect} />,
      ),
    );
    const list = within(screen.getByRole('region', { name: 'Connected Games' }));
    expect(list.getByRole('heading', { name: 'Connected Games' })).toBeVisible();
    expect(list.getByText('1 disconnection left')).toBeVisible();
    const button = list.getByRole('button', { name: 'Disconnect Valorant' });
    expect(button).toHaveTextContent('Disconnect');
    expect(list.queryByRole('button', { name: 'Disconnect Brawl Stars' })).toBeNull();
    await userEvent.click(button);
    expect(onDisconnect).toHaveBeenCalledWith('Valorant');
  });

  it('in English: nothing left disables the button; nothing linked says so with the count', () => {
    const { rerender } = render(
      inLanguage(
        'en',
        <ConnectedAccountsList remainingDisconnections={0} accounts={accounts} onDisconnect={vi.fn()} />,
      ),
    );
    expect(screen.getByText('0 disconnections left')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Disconnect Valorant' })).toBeDisabled();
    rerender(
      inLanguage(
        'en',
        <ConnectedAccountsList remainingDisconnections={3} accounts={[]} onDisconnect={vi.fn()} />,
      ),
    );
    expect(screen.getByRole('heading', { name: 'No game accounts connected yet' })).toBeVisible();
    expect(screen.getByText(/Disconnections left: 3\.$/)).toBeVisible();
  });

  it('in Arabic: the words and plural rules of ar.json', () => {
    render(
      inLanguage(
        'ar',
        <ConnectedAccountsList remainingDisconnections={2} accounts={accounts} onDisconnect={vi.fn()} />,
      ),
    );
    const list = within(screen.getByRole('region', { name: 'الألعاب المرتبطة' }));
    expect(list.getByText('مرتا فصل متبقيتان')).toBeVisible();
    expect(list.getByRole('button', { name: 'فصل Valorant' })).toHaveTextContent('فصل');
  });
});
