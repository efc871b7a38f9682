import { describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { describeTransaction } from './describe-transaction';

describe('transaction descriptions in the reader’s language', () => {
  it('tells known movements from their metadata', async () => {
    const { t } = await initI18n('en');
    expect(
      describeTransaction(
        {
          transactionType: 'purchase',
          description: 'x',
          amount: 3,
          metadata: { gCoins: 3, priceCents: 1486 },
        },
        t,
      ),
    ).toBe('Bought the 3 GCoin pack for $14.86');
    expect(describeTransaction({ transactionType: 'purchase_bonus', description: 'x', amount: 3 }, t)).toBe(
      'First purchase bonus: 3 free GCoins',
    );
    expect(
      describeTransaction(
        {
          transactionType: 'crystal_exchange',
          description: 'x',
          amount: -550,
          metadata: { crystals: 550, gCoins: 2 },
        },
        t,
      ),
    ).toBe('Exchanged 550 crystals for 2 GCoins');
    expect(
      describeTransaction(
        { transactionType: 'prize', description: 'x', amount: 1, metadata: { crystals: 1 } },
        t,
      ),
    ).toBe('Challenge prize: 1 crystal');
  });

  it('names the challenge of a fee or a prize, in the operator’s words', async () => {
    const { t } = await initI18n('en');
    expect(
      describeTransaction(
        {
          transactionType: 'entry_fee',
          description: 'x',
          amount: -2,
          metadata: { gCoins: 2, challengeTitle: 'Valorant Weekly Cup' },
        },
        t,
      ),
    ).toBe('Entry fee for “Valorant Weekly Cup”: 2 GCoins');
    expect(
      describeTransaction(
        {
          transactionType: 'prize',
          description: 'x',
          amount: 250,
          metadata: { crystals: 250, challengeTitle: 'Valorant Weekly Cup', rank: 1 },
        },
        t,
      ),
    ).toBe('Prize from “Valorant Weekly Cup” (rank 1): 250 crystals');
    expect(
      describeTransaction(
        {
          transactionType: 'prize',
          description: 'x',
          amount: 1,
          metadata: { crystals: 1, challengeTitle: 'Demo Challenge 1' },
        },
        t,
      ),
    ).toBe('Prize from “Demo Challenge 1”: 1 crystal');
    const { t: ar } = await initI18n('ar');
    expect(
      describeTransaction(
        {
          transactionType: 'prize',
          description: 'x',
          amount: 2,
          metadata: { crystals: 2, challengeTitle: 'Valorant Weekly Cup', rank: 3 },
        },
        ar,
      ),
    ).toBe('جائزة من «Valorant Weekly Cup» (المركز 3): كريستالتان');
  });

  it('keeps the server’s words for anything it cannot retell', async () => {
    const { t } = await initI18n('en');
    expect(
      describeTransaction({ transactionType: 'withdrawal', description: 'Paid out', amount: -1000 }, t),
    ).toBe('Paid out');
    expect(
      describeTransaction({ transactionType: 'purchase', description: 'Bought', amount: 1, metadata: {} }, t),
    ).toBe('Bought');
  });

  it('speaks Arabic with Arabic plural forms', async () => {
    const { t } = await initI18n('ar');
    expect(
      describeTransaction(
        { transactionType: 'prize', description: 'x', amount: 2, metadata: { crystals: 2 } },
        t,
      ),
    ).toBe('جائزة تحدٍّ: كريستالتان');
    expect(
      describeTransaction(
        { transactionType: 'entry_fee', description: 'x', amount: -1, metadata: { gCoins: 1 } },
        t,
      ),
    ).toBe('رسوم دخول تحدٍّ: GCoin واحدة');
  });
});
