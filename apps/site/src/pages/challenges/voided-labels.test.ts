import type { Challenge } from '@arena/contract';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ar from '../../../../../locales/ar.json' with { type: 'json' };
import en from '../../../../../locales/en.json' with { type: 'json' };
import { voidedLabels } from './voided-labels';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: en }, ar: { translation: ar } } });
});

const challenge = (voidReason: Challenge['voidReason'], fee: number) =>
  ({ voidReason, entry_fee: fee }) as Pick<Challenge, 'voidReason' | 'entry_fee'>;

describe('a voided challenge in the reader’s words (decision 0029)', () => {
  it('says why and that the fees came back', () => {
    expect(voidedLabels(challenge('too_few_players', 3), i18n.getFixedT('en'))).toEqual({
      title: 'Voided: too few players',
      detail: 'Fewer players than it needs had joined when it was due to start, so it never ran.',
      refund: 'Entry fees refunded',
    });
    expect(voidedLabels(challenge('provider_unreachable', 0), i18n.getFixedT('en'))).toEqual({
      title: 'Voided: match data unavailable',
      detail:
        "The game's match data could not be reached for more than a quarter of the challenge, so it could not be ranked fairly.",
      refund: 'Free to enter: nothing to refund',
    });
  });

  it('speaks Arabic to an Arabic reader', () => {
    expect(voidedLabels(challenge('too_few_players', 1), i18n.getFixedT('ar'))).toMatchObject({
      title: 'أُلغي: عدد اللاعبين غير كافٍ',
      refund: 'رُدّت رسوم الدخول',
    });
  });

  it('is nothing for a challenge that was not voided', () => {
    expect(voidedLabels(challenge(undefined, 1), i18n.getFixedT('en'))).toBeNull();
  });
});
