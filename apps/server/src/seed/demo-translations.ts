// The demo's operator words in Arabic, Hindi and Urdu (issue 31, docs/decisions/0058): each game's
// Premier Cup has its title and short description translated, so a reader in those languages sees
// them on the card, the page and in their notifications; the other challenges stay English only
// (each field falls back to English), as an operator's untranslated ones would.
import type { ChallengeTranslations } from '@arena/contract';

export function demoTranslations(type: string, game: string): ChallengeTranslations {
  if (type !== 'main') return {};
  return {
    ar: {
      title: `كأس ${game} الكبرى`,
      shortDescription: 'ثلاثة أيام وجوائز حقيقية: العب أفضل مبارياتك المصنفة وتقدّم في لوحة الصدارة.',
    },
    hi: {
      title: `${game} प्रीमियर कप`,
      shortDescription: 'तीन दिन, असली इनाम: अपने सबसे अच्छे रैंक्ड मैच खेलें और लीडरबोर्ड पर ऊपर चढ़ें।',
    },
    ur: {
      title: `${game} پریمیئر کپ`,
      shortDescription: 'تین دن، اصلی انعامات: اپنے بہترین رینکڈ میچ کھیلیں اور لیڈر بورڈ پر آگے بڑھیں۔',
    },
  };
}
