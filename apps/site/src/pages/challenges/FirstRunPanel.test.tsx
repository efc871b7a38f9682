import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { player } from '../../layout/test-player';
import { renderPage } from '../../test/render-page';
import { FirstRunPanel } from './FirstRunPanel';

const fresh = { emailVerified: false, gameLinked: false, challengeJoined: false, packBought: false };

function renderPanel(setup: Partial<Parameters<typeof renderPage>[1]> = {}, onFind = vi.fn()) {
  return renderPage(<FirstRunPanel onFindFreeChallenge={onFind} />, {
    path: '/challenges',
    user: player(),
    routes: ['/profile', '/store'],
    userLoadedAtMs: Date.now(),
    ...setup,
  });
}

// "Fresh" is under 5 s old when the panel mounts: the clock is held, so a slow render on a busy machine
// does not age the answer (issue 36).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('FirstRunPanel (issue 34 first-run checklist)', () => {
  it('shows the steps done and leads the next one on: linking a game opens the profile games tab', async () => {
    const page = await renderPanel({ firstSteps: { ...fresh, emailVerified: true } });
    const checklist = screen.getByRole('region', { name: 'Your first steps' });
    expect(within(checklist).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1 of 4 done');
    expect(within(checklist).getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Link a game account',
    );
    await userEvent.click(within(checklist).getByRole('link', { name: 'Link a game' }));
    expect(page.router.state.location.pathname).toBe('/profile');
    expect(page.router.state.location.search).toBe('?tab=games');
  });

  it('sends the verification e-mail again from the first step and says so', async () => {
    const resendVerification = vi.fn(async () => ({
      status: 'success' as const,
      message: 'Verification email sent',
    }));
    await renderPanel({ firstSteps: fresh, api: { resendVerification } });
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Verification email sent');
    expect(resendVerification).toHaveBeenCalledTimes(1);
  });

  it('asks for a free challenge through the page', async () => {
    const onFind = vi.fn();
    await renderPanel({ firstSteps: { ...fresh, emailVerified: true, gameLinked: true } }, onFind);
    await userEvent.click(screen.getByRole('button', { name: 'Find a free challenge' }));
    expect(onFind).toHaveBeenCalledTimes(1);
  });

  it('is not shown once every step is done, nor before the steps are known', async () => {
    const done = { emailVerified: true, gameLinked: true, challengeJoined: true, packBought: true };
    const { unmount } = await renderPanel({ firstSteps: done });
    expect(screen.queryByRole('region', { name: 'Your first steps' })).toBeNull();
    unmount();
    await renderPanel({});
    expect(screen.queryByRole('region', { name: 'Your first steps' })).toBeNull();
  });

  it('stays hidden for this player once hidden, on the next visit too', async () => {
    const first = await renderPanel({ firstSteps: fresh });
    await userEvent.click(screen.getByRole('button', { name: 'Hide the checklist' }));
    expect(screen.queryByRole('region', { name: 'Your first steps' })).toBeNull();
    first.unmount();
    await renderPanel({ firstSteps: fresh });
    expect(screen.queryByRole('region', { name: 'Your first steps' })).toBeNull();
    expect(window.localStorage.getItem('arena.firstSteps.dismissed.u-7')).toBe('1');
  });

  it('re-reads the steps on a visit when the answer is old, not when it is fresh', async () => {
    const old = await renderPanel({ firstSteps: fresh, userLoadedAtMs: Date.now() - 60_000 });
    await waitFor(() => expect(old.userRefresh).toHaveBeenCalledTimes(1));
    old.unmount();
    const recent = await renderPanel({ firstSteps: fresh });
    expect(recent.userRefresh).not.toHaveBeenCalled();
  });

  it('speaks Arabic', async () => {
    await renderPanel({ firstSteps: fresh, lang: 'ar' });
    expect(screen.getByRole('heading', { level: 2, name: 'خطواتك الأولى' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'أرسل الرابط مجددًا' })).toBeVisible();
  });
});
