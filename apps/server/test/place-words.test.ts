// Issue 34: a result mail says a preset's generated prize title ('2nd place') as the place in the
// reader's language, and keeps a title the operator wrote as written.
import { describe, expect, it } from 'vitest';
import { notificationMail } from '../src/mail/notification-mail';
import { placeWords, prizeWords } from '../src/mail/place-words';

const base = {
  to: 'nadia@example.test',
  name: 'Nadia',
  challengeTitle: 'Night Cup',
  challengeLink: 'https://arena.example/challenge/c1',
  unsubscribeLink: 'https://arena.example/unsubscribe?token=t',
  oneClickUrl: 'https://arena.example/api/notifications/unsubscribe?token=t',
};

const prizeLine = (language: 'en' | 'ar' | 'hi' | 'ur', title: string, rank = 2) =>
  notificationMail({
    ...base,
    language,
    notification: {
      kind: 'challenge_result',
      endTime: new Date('2026-11-27T18:00:00.000Z'),
      result: { rank, players: 13, prize: { title, cents: 5_000 }, xp: 150 },
    },
  }).text.split('\n')[4];

describe('places in mail', () => {
  it('says the place with each language’s ordinal forms', () => {
    expect([1, 2, 3, 4, 11, 22].map((rank) => placeWords(rank, 'en'))).toEqual([
      '1st place',
      '2nd place',
      '3rd place',
      '4th place',
      '11th place',
      '22nd place',
    ]);
    expect([1, 2, 3, 4, 5, 6].map((rank) => placeWords(rank, 'hi'))).toEqual([
      '1ला स्थान',
      '2रा स्थान',
      '3रा स्थान',
      '4था स्थान',
      '5वाँ स्थान',
      '6ठा स्थान',
    ]);
    expect(placeWords(2, 'ar')).toBe('المركز 2');
    expect(placeWords(2, 'ur')).toBe('مقام نمبر 2');
  });

  it('words the prize of a generated title in the reader’s language, an operator’s title as written', () => {
    expect(prizeLine('ar', '2nd place')).toBe('ربحت المركز 2 بقيمة $50.00. الكريستالات في محفظتك.');
    expect(prizeLine('hi', '2nd place')).toBe('आपने 2रा स्थान जीता, जिसका मूल्य $50.00 है। क्रिस्टल आपके वॉलेट में हैं।');
    expect(prizeLine('ur', '2nd place')).toBe(
      'آپ نے مقام نمبر 2 جیتا، جس کی مالیت $50.00 ہے۔ کرسٹل آپ کے والٹ میں ہیں۔',
    );
    expect(prizeLine('en', '2nd place')).toBe(
      'You won 2nd place, worth $50.00. The crystals are in your wallet.',
    );
    expect(prizeLine('ar', 'Golden Ticket')).toBe('ربحت Golden Ticket بقيمة $50.00. الكريستالات في محفظتك.');
    // Another place's title is the operator's words, not this place's.
    expect(prizeWords('3rd place', 2, 'ar')).toBe('3rd place');
    expect(prizeWords('2nd place', null, 'ar')).toBe('2nd place');
  });
});
