import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage, type TestLanguage } from '../testing/inLanguage';
import { GamePicker, type GamePickerGame } from './GamePicker';

const games: GamePickerGame[] = [
  { id: 'valorant', name: 'Valorant', active: true, linked: true },
  { id: 'cs2', name: 'CS2', active: true, linked: false },
  { id: 'dota2', name: 'Dota 2', active: false },
  { id: 'lol', name: 'League of Legends', active: false, waitlisted: true },
];

const picker = (lang: TestLanguage, onJoinWaitlist = vi.fn()) =>
  inLanguage(lang, <GamePicker games={games} onSelect={vi.fn()} onJoinWaitlist={onJoinWaitlist} />);

describe('GamePicker says its own words (issue 32)', () => {
  it('in English: linked states, coming soon, the waitlist button and the waitlisted note', async () => {
    const onJoinWaitlist = vi.fn();
    render(picker('en', onJoinWaitlist));
    const list = within(screen.getByRole('list', { name: 'Games' }));
    expect(list.getByRole('button', { name: /^Valorant/ })).toHaveTextContent('Account linked');
    expect(list.getByRole('button', { name: /^CS2/ })).toHaveTextContent('Link your account to play');
    expect(list.getAllByText('Coming soon')).toHaveLength(2);
    expect(list.getByText('You are on the waitlist')).toBeVisible();
    const join = list.getByRole('button', { name: 'Join the waitlist', description: 'Dota 2' });
    await userEvent.click(join);
    expect(onJoinWaitlist).toHaveBeenCalledWith('dota2');
    expect(list.getAllByRole('button', { name: 'Join the waitlist' })).toHaveLength(1);
  });

  it('in Arabic: the words of ar.json', () => {
    render(picker('ar'));
    const list = within(screen.getByRole('list', { name: 'الألعاب' }));
    expect(list.getByRole('button', { name: /^Valorant/ })).toHaveTextContent('الحساب مرتبط');
    expect(list.getByRole('button', { name: /^CS2/ })).toHaveTextContent('اربط حسابك لتلعب');
    expect(list.getAllByText('قريبًا')).toHaveLength(2);
    expect(list.getByText('أنت على قائمة الانتظار')).toBeVisible();
    expect(list.getByRole('button', { name: 'انضم إلى قائمة الانتظار' })).toBeVisible();
  });
});
