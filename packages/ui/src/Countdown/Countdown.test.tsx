import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import ar from '../../../../locales/ar.json' with { type: 'json' };
import en from '../../../../locales/en.json' with { type: 'json' };
import { ArenaThemeProvider } from '../ArenaThemeProvider';
import { Countdown } from './Countdown';
import { remainingParts } from './remainingParts';

const now = new Date('2025-06-01T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const MIN = 60_000;

describe('remainingParts', () => {
  it('splits the time left into days, hours and minutes', () => {
    expect(remainingParts(later((2 * 24 * 60 + 4 * 60 + 13) * MIN), now)).toEqual({
      ended: false,
      days: 2,
      hours: 4,
      minutes: 13,
    });
  });

  it('rounds a part-minute up so a running countdown never shows 0m', () => {
    expect(remainingParts(later(20_000), now)).toEqual({ ended: false, days: 0, hours: 0, minutes: 1 });
    expect(remainingParts(later(59 * MIN + 1), now)).toEqual({ ended: false, days: 0, hours: 1, minutes: 0 });
  });

  it('carries whole hours and days', () => {
    expect(remainingParts(later(24 * 60 * MIN), now)).toEqual({
      ended: false,
      days: 1,
      hours: 0,
      minutes: 0,
    });
    expect(remainingParts(later(72 * 60 * MIN), now)).toEqual({
      ended: false,
      days: 3,
      hours: 0,
      minutes: 0,
    });
  });

  it('has ended exactly at the target and after it', () => {
    expect(remainingParts(now, now)).toEqual({ ended: true, days: 0, hours: 0, minutes: 0 });
    expect(remainingParts(later(-5 * MIN), now).ended).toBe(true);
  });

  it('treats an invalid date as ended', () => {
    expect(remainingParts(new Date(Number.NaN), now).ended).toBe(true);
  });
});

/** The product's own locale files: the countdown says its words from them (issue 32). */
function inLanguage(lang: 'en' | 'ar', children: ReactNode) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: lang,
    resources: { [lang]: { translation: lang === 'en' ? en : ar } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (
    <I18nextProvider i18n={i18n}>
      <ArenaThemeProvider lang={lang}>{children}</ArenaThemeProvider>
    </I18nextProvider>
  );
}

describe('Countdown', () => {
  it('says its label and units and shows padded parts with a machine-readable duration', () => {
    render(inLanguage('en', <Countdown target={later((26 * 60 + 5) * MIN)} now={now} kind="ends" />));
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('Ends in1d02h05m');
    expect(timer.querySelector('time')).toHaveAttribute('datetime', 'P1DT2H5M');
  });

  it("counts down to a start in the reader's language", () => {
    render(inLanguage('ar', <Countdown target={later(45 * MIN)} now={now} kind="starts" variant="chip" />));
    expect(screen.getByRole('timer')).toHaveTextContent('يبدأ خلال0س 45د');
  });

  it('says Ended once the target has passed, or what the caller names', () => {
    render(inLanguage('en', <Countdown target={later(-MIN)} now={now} kind="ends" />));
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    render(
      inLanguage(
        'en',
        <Countdown target={later(-MIN)} now={now} kind="ends" ended="voided" variant="chip" />,
      ),
    );
    expect(screen.getByText('Voided')).toBeInTheDocument();
  });
});
