import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { locales, renderPage } from '../../test/render-page';
import { accountsOf, challengeOf, gamesList, polyfillDialog } from './challenge-fixtures';
import ChallengeDetailPage from './ChallengeDetailPage';
import ChallengesPage from './ChallengesPage';

// A challenge the lifecycle voided (decision 0029) says why and that the fees came back, on its page and on
// its card, in the reader's words.
const user = { id: 'u1', name: 'Sam' } as never;
beforeAll(polyfillDialog);

const voided = (over: Partial<Parameters<typeof challengeOf>[0]> = {}) =>
  challengeOf({
    id: 'v1',
    title: 'Lonely Cup',
    status: 2,
    entry_fee: 2,
    isParticipating: true,
    voidReason: 'too_few_players',
    participants: [],
    ...over,
  });

describe('a voided challenge', () => {
  it.each([
    ['en', locales.en],
    ['ar', locales.ar],
  ] as const)(
    'in %s, its page says why, explains it and that the fees were refunded',
    async (lang, words) => {
      await renderPage(<ChallengeDetailPage />, {
        path: paths.challenge.pattern,
        url: '/challenge/v1',
        api: { challenge: vi.fn().mockResolvedValue({ data: voided() }) },
        user,
        lang,
      });
      const notice = await screen.findByRole('region', {
        name: words.challengeVoid.notice.title.too_few_players,
      });
      expect(notice.textContent).toContain(words.challengeVoid.notice.explain.too_few_players);
      expect(notice.textContent).toContain(words.challengeVoid.notice.refunded);
    },
  );

  it.each([
    ['en', locales.en],
    ['ar', locales.ar],
  ] as const)(
    'in %s, its date line says when it was voided (its start), not that it ended',
    async (lang, words) => {
      const challenge = voided();
      await renderPage(<ChallengeDetailPage />, {
        path: paths.challenge.pattern,
        url: '/challenge/v1',
        api: { challenge: vi.fn().mockResolvedValue({ data: challenge }) },
        user,
        lang,
      });
      await screen.findByRole('region', { name: words.challengeVoid.notice.title.too_few_players });
      const dates = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
      const at = (iso: string) => dates.format(new Date(iso));
      expect(
        screen.getByText(words.challengeVoid.dateLine.replace('{{date}}', at(challenge.startTime))),
      ).toBeTruthy();
      expect(
        screen.queryByText(words.challenges.detail.ended.replace('{{date}}', at(challenge.endTime))),
      ).toBeNull();
      expect(
        screen.queryByText(words.challenges.detail.ended.replace('{{date}}', at(challenge.startTime))),
      ).toBeNull();
    },
  );

  it('voided for match data, its date line gives the end, when it was voided', async () => {
    const challenge = voided({ voidReason: 'provider_unreachable' });
    await renderPage(<ChallengeDetailPage />, {
      path: paths.challenge.pattern,
      url: '/challenge/v1',
      api: { challenge: vi.fn().mockResolvedValue({ data: challenge }) },
      user,
    });
    await screen.findByRole('region', { name: locales.en.challengeVoid.notice.title.provider_unreachable });
    const at = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(challenge.endTime),
    );
    expect(screen.getByText(`Voided ${at}`)).toBeTruthy();
  });

  it('a free one voided for match data says there was nothing to refund', async () => {
    await renderPage(<ChallengeDetailPage />, {
      path: paths.challenge.pattern,
      url: '/challenge/v1',
      api: {
        challenge: vi
          .fn()
          .mockResolvedValue({ data: voided({ entry_fee: 0, voidReason: 'provider_unreachable' }) }),
      },
      user,
    });
    const notice = await screen.findByRole('region', {
      name: locales.en.challengeVoid.notice.title.provider_unreachable,
    });
    expect(notice.textContent).toContain(locales.en.challengeVoid.notice.free);
  });

  it('a finished challenge that was not voided shows no notice', async () => {
    await renderPage(<ChallengeDetailPage />, {
      path: paths.challenge.pattern,
      url: '/challenge/v1',
      api: {
        challenge: vi
          .fn()
          .mockResolvedValue({ data: challengeOf({ id: 'v1', title: 'Done Cup', status: 2 }) }),
      },
      user,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Done Cup' })).toBeTruthy();
    expect(screen.queryByText(locales.en.challengeVoid.notice.refunded)).toBeNull();
    expect(screen.getByText(/^Ended /)).toBeTruthy();
    expect(screen.queryByText(/^Voided /)).toBeNull();
  });

  it('its card in My challenges says Voided and why instead of winners', async () => {
    await renderPage(<ChallengesPage />, {
      path: paths.challengesForGame.pattern,
      url: '/challenges/lol',
      api: {
        games: vi.fn().mockResolvedValue(gamesList),
        gameAccounts: vi.fn().mockResolvedValue(accountsOf('Riot Games')),
        gameWaitlist: vi.fn().mockResolvedValue({ data: { gameIds: [] } }),
        challenges: vi.fn().mockResolvedValue({ data: [voided()], meta: { finishedCursor: null } }),
      },
      user,
    });
    await userEvent.click(await screen.findByRole('tab', { name: locales.en.challenges.tab.mine }));
    const card = (await screen.findByRole('heading', { name: 'Lonely Cup' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText(locales.en.challengeVoid.notice.title.too_few_players)).toBeTruthy();
    expect(within(card).getByText(locales.en.challengeVoid.notice.refunded)).toBeTruthy();
    expect(within(card).getByText(locales.en.challengeVoid.notice.label)).toBeTruthy();
  });
});
