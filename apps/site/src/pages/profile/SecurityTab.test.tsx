import type { User } from '@arena/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { locales, renderPage, type FakeApi } from '../../test/render-page';
import { SecurityTab } from './SecurityTab';

// Profile → Security, wired through a fake client (renderPage): the earnings-privacy switch sends
// PUT earnings-privacy, the password form PUT password, and sign out everywhere POST logout-all, after
// which this browser signs out and lands on /join.

const user = { id: 'u1', provider: 'local', earningsPrivate: false } as User;

function renderTab(api: FakeApi, { lang = 'en', who = user }: { lang?: 'en' | 'ar'; who?: User } = {}) {
  const onChanged = vi.fn();
  return renderPage(<SecurityTab user={who} onChanged={onChanged} />, {
    path: '/profile',
    api,
    lang,
    routes: ['/join'],
  }).then((page) => ({ ...page, onChanged }));
}

async function confirmInDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  const dialog = screen.getByRole('dialog', { name: 'Sign out on every device?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
}

describe('SecurityTab: sign out everywhere', () => {
  it('asks first, then ends every session, signs this browser out and goes to /join', async () => {
    const logoutAll = vi.fn().mockResolvedValue({ status: 'success', message: 'Signed out everywhere.' });
    const { session } = await renderTab({ logoutAll });
    expect(
      screen.getByText('Ends every session of your account on every device and browser, this one included.'),
    ).toBeTruthy();
    expect(logoutAll).not.toHaveBeenCalled();
    await confirmInDialog();
    await screen.findByText('route /join');
    expect(logoutAll).toHaveBeenCalledTimes(1);
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });

  it('stays, with the message, when the call fails', async () => {
    const logoutAll = vi.fn().mockRejectedValue(new Error('offline'));
    const { session } = await renderTab({ logoutAll });
    await confirmInDialog();
    await screen.findByText('Network error. Please check your connection and try again.');
    expect(session.signOut).not.toHaveBeenCalled();
    expect(screen.queryByText('route /join')).toBeNull();
  });
});

describe('SecurityTab: privacy and password', () => {
  it('the switch sends earningsPrivate true and tells the header to refresh', async () => {
    const setEarningsPrivacy = vi
      .fn()
      .mockResolvedValue({ status: 'success', data: { user: { ...user, earningsPrivate: true } } });
    const { onChanged } = await renderTab({ setEarningsPrivacy });
    const toggle = screen.getByRole('switch', { name: /Hide my earnings/ });
    await userEvent.click(toggle);
    expect(setEarningsPrivacy).toHaveBeenCalledExactlyOnceWith(true);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(onChanged).toHaveBeenCalled();
  });

  it('sends the three passwords and shows the server confirmation', async () => {
    const changePassword = vi
      .fn()
      .mockResolvedValue({ status: 'success', message: 'Password updated successfully', access_token: 't' });
    await renderTab({ changePassword });
    await userEvent.type(screen.getByLabelText('Current password', { exact: false }), 'old-password-1');
    await userEvent.type(screen.getByLabelText('New password', { exact: true }), 'new-password-22');
    await userEvent.type(screen.getByLabelText('Confirm new password', { exact: false }), 'new-password-22');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password updated successfully')).toBeTruthy();
    expect(changePassword).toHaveBeenCalledExactlyOnceWith({
      currentPassword: 'old-password-1',
      newPassword: 'new-password-22',
      confirmPassword: 'new-password-22',
    });
  });

  it('in Arabic: a third-party account has no password form, and a failed sign-out reads in Arabic', async () => {
    const logoutAll = vi.fn().mockRejectedValue(new Error('offline'));
    const ar = locales.ar.profile.security;
    await renderTab({ logoutAll }, { lang: 'ar', who: { ...user, provider: 'google' } as User });
    expect(screen.getByRole('heading', { name: ar.passwordTitle })).toBeTruthy();
    expect(screen.queryByRole('button', { name: ar.submit })).toBeNull();
    expect(screen.getByText(ar.thirdParty.replaceAll('{{provider}}', 'Google'))).toBeTruthy();
    expect(screen.getByRole('heading', { name: ar.tipsTitle })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: ar.signOutEverywhere.button }));
    const dialog = screen.getByRole('dialog', { name: ar.signOutEverywhere.confirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: ar.signOutEverywhere.confirm }));
    expect(await screen.findByText(locales.ar.errors.network.connectionError)).toBeTruthy();
  });
});
