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

  // The operator's words are bidi-isolated (U+2068…U+2069) inside the translated sentence.
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
    ).toBe('Entry fee for “\u2068Valorant Weekly Cup\u2069”: 2 GCoins');
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
    ).toBe('Prize from “\u2068Valorant Weekly Cup\u2069” (rank 1): 250 crystals');
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
    ).toBe('Prize from “\u2068Demo Challenge 1\u2069”: 1 crystal');
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
    ).toBe('جائزة من «\u2068Valorant Weekly Cup\u2069» (المركز 3): كريستالتان');
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

  it('tells withdrawals and their refunds with the method, in all four languages', async () => {
    const withdrawal = (transactionType: string, amount: number, metadata: Record<string, unknown>) => ({
      transactionType,
      description: 'Withdrawal of 1500 crystals to someone@example.com',
      amount,
      metadata,
    });
    const paypal = withdrawal('withdrawal', -1_500, {
      withdrawalId: 'w1',
      method: 'paypal',
      crystals: 1_500,
    });
    const card = withdrawal('withdrawal', -2_000, { withdrawalId: 'w2', method: 'card', crystals: 2_000 });
    const refund = withdrawal('withdrawal_refund', 2_000, {
      withdrawalId: 'w2',
      method: 'card',
      crystals: 2_000,
    });
    const bare = withdrawal('withdrawal_refund', 1_100, { crystals: 1_100 });
    const expected = {
      en: [
        'Withdrawal of 1,500 crystals to a payment email',
        'Withdrawal of 2,000 crystals to a card',
        'Card withdrawal refunded: 2,000 crystals returned',
        'Withdrawal refunded: 1,100 crystals returned',
      ],
      ar: [
        'سحب 1,500 كريستالة إلى بريد دفع إلكتروني',
        'سحب 2,000 كريستالة إلى بطاقة',
        'استرداد سحب إلى بطاقة: أُعيدت 2,000 كريستالة',
        'استرداد سحب: أُعيدت 1,100 كريستالة',
      ],
      hi: [
        'भुगतान ईमेल पर 1,500 क्रिस्टल की निकासी',
        'कार्ड पर 2,000 क्रिस्टल की निकासी',
        'कार्ड की निकासी वापस: 2,000 क्रिस्टल लौटाए गए',
        'निकासी वापस: 1,100 क्रिस्टल लौटाए गए',
      ],
      ur: [
        'ادائیگی ای میل پر 1,500 کرسٹل نکلوائے گئے',
        'کارڈ پر 2,000 کرسٹل نکلوائے گئے',
        'کارڈ کی رقم واپس: 2,000 کرسٹل لوٹا دیے گئے',
        'رقم نکلوانے کی واپسی: 1,100 کرسٹل لوٹا دیے گئے',
      ],
    };
    for (const [language, texts] of Object.entries(expected)) {
      const { t } = await initI18n(language as 'en');
      expect(
        [paypal, card, refund, bare].map((item) => describeTransaction(item, t)),
        language,
      ).toEqual(texts);
    }
  });

  it('tells a cancelled challenge’s refund and a referral reward in every language', async () => {
    const refund = {
      transactionType: 'refund',
      description: 'Entry fee refunded: Friday Cup was cancelled',
      amount: 2,
      metadata: { challengeId: 'c1', gCoins: 2, challengeTitle: 'Friday Cup' },
    };
    const reward = {
      transactionType: 'referral_reward',
      description: 'Referral reward #5: 100 crystals and 500 XP',
      amount: 100,
      metadata: { referredUserId: 'u2', claimNumber: 5, xp: 500 },
    };
    const expected = {
      en: [
        'Entry fee back: “\u2068Friday Cup\u2069” was cancelled (2 GCoins)',
        'Referral reward #5: 100 crystals and 500 XP',
      ],
      ar: [
        'استرداد رسوم الدخول: أُلغي «\u2068Friday Cup\u2069» (عملتا GCoin)',
        'مكافأة الإحالة رقم 5: 100 كريستالة و500 نقطة خبرة',
      ],
      hi: ['प्रवेश शुल्क वापस: “\u2068Friday Cup\u2069” रद्द हुआ (2 GCoin)', 'रेफ़रल इनाम #5: 100 क्रिस्टल और 500 XP'],
      ur: [
        'داخلہ فیس واپس: “\u2068Friday Cup\u2069” منسوخ ہو گیا (2 GCoin)',
        'ریفرل انعام نمبر 5: 100 کرسٹل اور 500 XP',
      ],
    };
    for (const [language, texts] of Object.entries(expected)) {
      const { t } = await initI18n(language as 'en');
      expect(
        [refund, reward].map((item) => describeTransaction(item, t)),
        language,
      ).toEqual(texts);
    }
    const { t } = await initI18n('en');
    expect(describeTransaction({ ...refund, metadata: {} }, t)).toBe(refund.description);
  });

  it('tells a voided challenge’s refund with why, in every language (decision 0029)', async () => {
    const refund = (voidReason: string) => ({
      transactionType: 'refund',
      description: 'Entry fee refunded: Friday Cup was voided',
      amount: 2,
      metadata: { challengeId: 'c1', gCoins: 2, challengeTitle: 'Friday Cup', voidReason },
    });
    const expected = {
      en: [
        'Entry fee back: “\u2068Friday Cup\u2069” was voided, too few players (2 GCoins)',
        'Entry fee back: “\u2068Friday Cup\u2069” was voided, match data unavailable (2 GCoins)',
        'Entry fee back: “\u2068Friday Cup\u2069” was cancelled (2 GCoins)',
      ],
      ar: [
        'استرداد رسوم الدخول: أُلغي «\u2068Friday Cup\u2069» لقلة اللاعبين (عملتا GCoin)',
        'استرداد رسوم الدخول: أُلغي «\u2068Friday Cup\u2069» لتعذّر بيانات المباريات (عملتا GCoin)',
        'استرداد رسوم الدخول: أُلغي «\u2068Friday Cup\u2069» (عملتا GCoin)',
      ],
      hi: [
        'प्रवेश शुल्क वापस: “\u2068Friday Cup\u2069” कम खिलाड़ियों के कारण रद्द हुआ (2 GCoin)',
        'प्रवेश शुल्क वापस: “\u2068Friday Cup\u2069” मैच डेटा न मिलने से रद्द हुआ (2 GCoin)',
        'प्रवेश शुल्क वापस: “\u2068Friday Cup\u2069” रद्द हुआ (2 GCoin)',
      ],
      ur: [
        'داخلہ فیس واپس: “\u2068Friday Cup\u2069” کم کھلاڑیوں کی وجہ سے منسوخ ہو گیا (2 GCoin)',
        'داخلہ فیس واپس: “\u2068Friday Cup\u2069” میچ ڈیٹا نہ ملنے کی وجہ سے منسوخ ہو گیا (2 GCoin)',
        'داخلہ فیس واپس: “\u2068Friday Cup\u2069” منسوخ ہو گیا (2 GCoin)',
      ],
    };
    for (const [language, texts] of Object.entries(expected)) {
      const { t } = await initI18n(language as 'en');
      expect(
        ['too_few_players', 'provider_unreachable', 'operator_cancel'].map((reason) =>
          describeTransaction(refund(reason), t),
        ),
        language,
      ).toEqual(texts);
    }
  });
});
