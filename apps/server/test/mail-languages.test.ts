// Issue 31: every mail kind in the reader's language, from the locale files: the Arabic subject and words
// exactly as locales/ar.json has them, dir="rtl" on the root for Arabic and Urdu, the same brand on top,
// and a plain-text part. And the words each mail reads exist in all four languages with the same
// `{{placeholders}}` (the site's locale test compares every key; this one names the mail groups).
import { languageCodes, type LanguageCode } from '@arena/domain';
import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar.json' with { type: 'json' };
import en from '../../../locales/en.json' with { type: 'json' };
import hi from '../../../locales/hi.json' with { type: 'json' };
import ur from '../../../locales/ur.json' with { type: 'json' };
import { challengeCancelledMail } from '../src/mail/challenge-cancelled-mail';
import { challengeVoidedMail } from '../src/mail/challenge-voided-mail';
import { gameOpenMail } from '../src/mail/game-open-mail';
import type { MailMessage } from '../src/mail/mail-provider';
import { fill } from '../src/mail/mail-words';
import { newDeviceMail } from '../src/mail/new-device-mail';
import { notificationMail } from '../src/mail/notification-mail';
import { passwordChangedMail } from '../src/mail/password-changed-mail';
import { verificationMail } from '../src/mail/verification-mail';
import { accountNotificationMail } from '../src/notifications/account-notification-mail';

const locales = { en, ar, hi, ur };
const url = 'https://arena.example';
const at = new Date('2026-11-27T18:00:00.000Z');
const unsubscribe = { unsubscribeLink: `${url}/unsubscribe?token=t`, oneClickUrl: `${url}/api/u?token=t` };
const challenge = {
  challengeTitle: 'Night Cup',
  challengeLink: `${url}/challenge/c1`,
  ...unsubscribe,
};

/** Every mail kind the platform sends, in `language`, to Layla. */
const mailKinds: Record<string, (language: LanguageCode) => MailMessage> = {
  verification: (language) =>
    verificationMail({
      to: 'l@example.com',
      name: 'Layla',
      language,
      link: `${url}/api/auth/verify-email?token=v`,
    }),
  passwordChanged: (language) =>
    passwordChangedMail({ to: 'l@example.com', name: 'Layla', language, at, contactLink: `${url}/contact` }),
  newDevice: (language) =>
    newDeviceMail({
      to: 'l@example.com',
      name: 'Layla',
      language,
      at,
      browser: 'Chrome 126',
      os: 'Windows 10',
      address: '203.0.113.7',
      securityLink: `${url}/profile?tab=security`,
    }),
  cancelled: (language) =>
    challengeCancelledMail({
      to: 'l@example.com',
      name: 'Layla',
      language,
      challengeTitle: 'Night Cup',
      reason: 'Server maintenance',
      refundedGCoins: 5,
      link: `${url}/wallet`,
    }),
  voided: (language) =>
    challengeVoidedMail({
      to: 'l@example.com',
      name: 'Layla',
      language,
      challengeTitle: 'Night Cup',
      reason: 'too_few_players',
      refundedGCoins: 5,
      link: `${url}/wallet`,
    }),
  started: (language) =>
    notificationMail({
      to: 'l@example.com',
      name: 'Layla',
      language,
      ...challenge,
      notification: { kind: 'challenge_started', endTime: at },
    }),
  ending: (language) =>
    notificationMail({
      to: 'l@example.com',
      name: 'Layla',
      language,
      ...challenge,
      notification: { kind: 'challenge_ending', endTime: at },
    }),
  result: (language) =>
    notificationMail({
      to: 'l@example.com',
      name: 'Layla',
      language,
      ...challenge,
      notification: {
        kind: 'challenge_result',
        endTime: at,
        result: { rank: 2, players: 12, prize: { title: '2nd place', cents: 2_500 }, xp: 150 },
      },
    }),
  payoutPaid: (language) =>
    accountNotificationMail({
      to: 'l@example.com',
      name: 'Layla',
      language,
      notice: { kind: 'payout_paid', crystals: 1000 },
      publicUrl: url,
      ...unsubscribe,
    }),
  payoutFailed: (language) =>
    accountNotificationMail({
      to: 'l@example.com',
      name: 'Layla',
      language,
      notice: { kind: 'payout_failed', crystals: 1000 },
      publicUrl: url,
      ...unsubscribe,
    }),
  gameOpen: (language) =>
    gameOpenMail({
      to: 'l@example.com',
      name: 'Layla',
      language,
      gameName: 'Dota 2',
      link: `${url}/challenges/dota2`,
    }),
};

/** The subject and the greeting each kind must carry, from the locale file of `language`. */
function expectedWords(kind: string, language: LanguageCode): { subject: string; greeting: string } {
  const words = locales[language];
  const mail = words.notifications.mail;
  const voidMail = words.challengeVoid.mail;
  const device = words.profile.security.sessions.mail;
  const subjects: Record<string, string> = {
    verification: mail.verifySubject,
    passwordChanged: mail.passwordChangedSubject,
    newDevice: device.subject,
    cancelled: fill(voidMail.cancelledSubject, { title: 'Night Cup' }),
    voided: fill(voidMail.subject, { title: 'Night Cup' }),
    started: fill(mail.startedSubject, { title: 'Night Cup' }),
    ending: fill(mail.endingSubject, { title: 'Night Cup' }),
    result: fill(mail.resultSubject, { title: 'Night Cup' }),
    payoutPaid: mail.payoutPaidSubject,
    payoutFailed: mail.payoutFailedSubject,
    gameOpen: fill(mail.gameOpenSubject, { game: 'Dota 2' }),
  };
  return { subject: subjects[kind]!, greeting: fill(mail.greeting, { name: 'Layla' }) };
}

describe('every mail kind in the reader’s language (issue 31)', () => {
  it.each(Object.keys(mailKinds))(
    '%s: Arabic right to left and English left to right, both parts, one brand',
    (kind) => {
      for (const language of ['ar', 'en'] as const) {
        const mail = mailKinds[kind]!(language);
        const { subject, greeting } = expectedWords(kind, language);
        expect(mail.subject).toBe(subject);
        const [root, frame, header] = mail.html.split('\n');
        expect(root).toBe(language === 'ar' ? '<div dir="rtl" lang="ar">' : '<div dir="ltr" lang="en">');
        // Each script in faces its readers' systems have: Naskh for Arabic, Nastaliq for Urdu.
        expect(frame).toMatch(
          language === 'ar'
            ? /^<div style="font-family:'Noto Naskh Arabic',/
            : /^<div style="font-family:system-ui,/,
        );
        expect(header).toMatch(/^<p style="[^"]+">Arena<\/p>$/);
        expect(mail.html).toContain(`Arena · ${locales[language].app.tagline}</p>`);
        // The plain-text part: the greeting first, the words of the locale file, no HTML.
        expect(mail.text.split('\n')[0]).toBe(greeting);
        expect(mail.text).not.toMatch(/<[a-z]/i);
        expect(mail.html).toContain(`<p>${greeting}</p>`);
      }
    },
  );

  it.each(Object.keys(mailKinds))(
    '%s: every language fills every placeholder and leaves no word out',
    (kind) => {
      for (const language of languageCodes) {
        const mail = mailKinds[kind]!(language);
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part).not.toMatch(/\{\{|\}\}|undefined/);
        }
        const rtl = language === 'ar' || language === 'ur';
        expect(mail.html.startsWith(`<div dir="${rtl ? 'rtl' : 'ltr'}" lang="${language}">`)).toBe(true);
      }
    },
  );

  it('says the Arabic words of the new kinds exactly as locales/ar.json has them', () => {
    const verify = mailKinds.verification!('ar');
    expect(verify.subject).toBe('أكّد عنوان بريدك الإلكتروني في Arena');
    expect(verify.text.split('\n')).toEqual([
      'مرحبًا Layla،',
      '',
      'أهلًا بك في Arena. يُرجى تأكيد عنوان بريدك الإلكتروني بفتح هذا الرابط:',
      `${url}/api/auth/verify-email?token=v`,
      '',
      'الرابط صالح لمدة 24 ساعة. إذا لم تُنشئ حسابًا في Arena، فتجاهل هذه الرسالة.',
    ]);
    expect(verify.html).toContain(
      `<a href="${url}/api/auth/verify-email?token=v">أكّد عنوان بريدي الإلكتروني</a>`,
    );
    const cancelled = mailKinds.cancelled!('ar');
    expect(cancelled.subject).toBe('ألغى المشرفون التحدي: Night Cup');
    expect(cancelled.text).toContain('السبب: Server maintenance');
    expect(cancelled.text).toContain('عادت رسوم دخولك، 5 GCoins، إلى محفظتك.');
    expect(mailKinds.gameOpen!('ar').subject).toBe('تحديات Dota 2 مفتوحة الآن على Arena');
    const changed = mailKinds.passwordChanged!('ar');
    expect(changed.subject).toBe('تغيّرت كلمة مرور حسابك في Arena');
    expect(changed.text).toContain(`إذا لم تغيّرها أنت، فأخبرنا فورًا عبر صفحة التواصل:\n${url}/contact`);
    const urdu = mailKinds.passwordChanged!('ur').html.split('\n');
    expect(urdu[0]).toBe('<div dir="rtl" lang="ur">');
    expect(urdu[1]).toMatch(/^<div style="font-family:'Noto Nastaliq Urdu',[^"]+">$/);
  });

  it('keeps the English words the mails had before they were translated', () => {
    expect(mailKinds.verification!('en').subject).toBe('Verify your Arena email address');
    expect(mailKinds.cancelled!('en').text.split('\n')).toEqual([
      'Hello Layla,',
      '',
      'The challenge “Night Cup” you joined on Arena has been cancelled.',
      'Reason: Server maintenance',
      'Your entry fee of 5 GCoins is back in your wallet.',
      '',
      `Your wallet: ${url}/wallet`,
    ]);
    expect(mailKinds.gameOpen!('en').subject).toBe('Dota 2 challenges are open on Arena');
  });

  it('escapes the names and titles it is given', () => {
    const mail = challengeCancelledMail({
      to: 'l@example.com',
      name: '<b>Layla</b>',
      language: 'en',
      challengeTitle: 'Cup',
      reason: '<script>x</script>',
      refundedGCoins: 0,
      link: `${url}/wallet`,
    });
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.text).toContain('It was free to enter, so there is nothing to refund.');
  });
});

// The words of the mail groups, key by key: present in every language (plural forms by each language's
// own rules) and with the English text's placeholders ('count' may be spelled out in a zero/one/two form).
const mailGroups = {
  'notifications.mail': (words: typeof en) => words.notifications.mail,
  'challengeVoid.mail': (words: typeof en) => words.challengeVoid.mail,
  'challengeVoid.notice.explain': (words: typeof en) => words.challengeVoid.notice.explain,
  'profile.security.sessions.mail': (words: typeof en) => words.profile.security.sessions.mail,
  app: (words: typeof en) => words.app,
} as const;

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();

/** What is wrong with one language's group against the English one: missing, extra or empty keys, and
 * texts whose placeholders differ from the English text's. */
function problemsOf(english: Record<string, string>, own: Record<string, string | undefined>): string[] {
  const base = (key: string) => key.replace(pluralSuffix, '');
  const bases = (words: Record<string, unknown>) => new Set(Object.keys(words).map(base));
  const ownBases = bases(Object.fromEntries(Object.entries(own).filter(([, text]) => text !== undefined)));
  const problems = [...bases(english)].filter((key) => !ownBases.has(key)).map((key) => `missing ${key}`);
  problems.push(...[...ownBases].filter((key) => !bases(english).has(key)).map((key) => `extra ${key}`));
  for (const [key, text] of Object.entries(own)) {
    if (text === undefined) continue;
    if (text.trim() === '') problems.push(`empty ${key}`);
    const source = english[base(key)] ?? english[`${base(key)}_other`];
    if (source === undefined) continue;
    // A zero, one or two form may spell the number out ('مباراة واحدة').
    const names = (list: string[]) =>
      /_(zero|one|two)$/.test(key) ? list.filter((name) => name !== 'count') : list;
    if (names(placeholders(text)).join() !== names(placeholders(source)).join()) {
      problems.push(`placeholders ${key}`);
    }
  }
  return problems;
}

describe('the mail words in all four languages', () => {
  it.each(Object.keys(mailGroups))('%s: the same keys and placeholders in en, ar, hi and ur', (group) => {
    const pick = mailGroups[group as keyof typeof mailGroups];
    const english = pick(en) as Record<string, string>;
    for (const language of ['ar', 'hi', 'ur'] as const) {
      const own = pick(locales[language] as typeof en) as Record<string, string>;
      expect(problemsOf(english, own), `${language} ${group}`).toEqual([]);
    }
  });

  it('names a missing key, an empty text and a lost placeholder', () => {
    const arabic = ar.notifications.mail as Record<string, string>;
    const broken = { ...arabic, verifySubject: undefined, gameOpenLink: 'شاهد التحديات', verifyLink: ' ' };
    expect(problemsOf(en.notifications.mail, broken)).toEqual([
      'missing verifySubject',
      'empty verifyLink',
      'placeholders gameOpenLink',
    ]);
  });
});
