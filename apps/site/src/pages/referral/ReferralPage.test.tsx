import { ApiError } from '@arena/api-client';
import type { Referral, ReferralShareResponse, User } from '@arena/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { locales, renderPage } from '../../test/render-page';
import ReferralPage from './ReferralPage';

// spec §2 /referral wired through the page's API client (renderPage): the share link and QR code, the
// list with its claim buttons and the claim dialog (POST …/claim, then the wallet and the player are
// read again), the empty list's next step (share the link), and a refusal in the reader's language.
const en = locales.en;
const ar = locales.ar;
const player = { id: 'u1', name: 'Lina', email: 'lina@example.com' } as unknown as User;
const link = 'https://arena.example/utm/referral/LINA42';

const share: ReferralShareResponse = {
  status: 'success',
  data: { referralLink: link, qrCode: 'data:image/png;base64,AAAA' },
};
const friend: Referral = {
  referredUserId: 'u2',
  name: 'Omar',
  email: 'o•••@example.com',
  registeredAt: '2026-11-01T10:00:00.000Z',
  converted: true,
  claimable: true,
  claimed: false,
  heldFor: null,
};

function api(referrals: Referral[]) {
  return {
    referralShare: vi.fn().mockResolvedValue(share),
    referrals: vi.fn().mockResolvedValue({ referrals }),
    claimReferral: vi.fn(),
  };
}

const open = (fake: ReturnType<typeof api>, lang: 'en' | 'ar' = 'en') =>
  renderPage(<ReferralPage />, {
    path: paths.referral.pattern,
    api: fake,
    lang,
    user: player,
    routes: [paths.join.pattern],
  });

describe('ReferralPage', () => {
  it('shows the link and the list; a claim asks the server and refreshes the wallet and the player', async () => {
    const fake = api([friend]);
    fake.claimReferral.mockResolvedValue({
      status: 'success',
      message: 'Referral reward claimed.',
      data: { crystals: 50, xp: 200, claimNumber: 1 },
    });
    const view = await open(fake);
    expect(await screen.findByDisplayValue(link)).toBeTruthy();
    await userEvent.click(
      await screen.findByRole('button', { name: new RegExp(en.referral.status.readyToClaim) }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Claim your reward for Omar?' });
    fake.referrals.mockResolvedValue({ referrals: [{ ...friend, claimable: false, claimed: true }] });
    await userEvent.click(within(dialog).getByRole('button', { name: en.referral.claim.confirm }));
    expect(await screen.findByText('You received 50 crystals and 200 XP.')).toBeTruthy();
    expect(fake.claimReferral).toHaveBeenCalledExactlyOnceWith('u2');
    expect(view.walletRefresh).toHaveBeenCalled();
    expect(view.userRefresh).toHaveBeenCalled();
    expect(fake.referrals).toHaveBeenCalledTimes(2);
  });

  it('a referral held for a fair-play review says so and cannot be claimed, in Arabic too', async () => {
    const held: Referral = { ...friend, claimable: false, heldFor: 'fairPlayReview' };
    await open(api([held]));
    expect(await screen.findByText(en.referral.list.heldForReview)).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(en.referral.status.notClaimable) })).toHaveProperty(
      'disabled',
      true,
    );
    cleanup();
    await open(api([held]), 'ar');
    expect(await screen.findByText(ar.referral.list.heldForReview)).toBeTruthy();
  });

  it('no referrals yet: the steps and a button that shares the link (copied where the browser cannot share)', async () => {
    const user = userEvent.setup();
    const fake = api([]);
    await open(fake);
    expect(await screen.findByRole('heading', { name: en.referral.list.emptyTitle })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: en.referral.list.emptyAction }));
    expect(await screen.findByText(en.referral.share.copiedInstead)).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('in Arabic: a refused claim shows the server’s words in Arabic inside the dialog', async () => {
    const fake = api([friend]);
    fake.claimReferral.mockRejectedValue(
      new ApiError('http', {
        status: 400,
        serverMessage: 'Failed to claim referral reward. This reward has already been claimed.',
        serverMessageKey: 'referral.alreadyClaimed',
        serverMessageParams: {},
      }),
    );
    await open(fake, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: ar.referral.title })).toBeTruthy();
    await userEvent.click(
      await screen.findByRole('button', { name: new RegExp(ar.referral.status.readyToClaim) }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: ar.referral.claim.confirm }));
    expect(await within(dialog).findByText(ar.server.referral.alreadyClaimed)).toBeTruthy();
    expect(screen.queryByText(en.server.referral.alreadyClaimed)).toBeNull();
  });
});
