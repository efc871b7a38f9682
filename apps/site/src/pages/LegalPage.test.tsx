import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../app/paths';
import { locales, renderPage } from '../test/render-page';
import PrivacyPage from './PrivacyPage';
import TermsPage from './TermsPage';

// spec §2 /privacy and /terms: static pages; the terms state age 13 and parental consent under 18.
describe('legal pages', () => {
  it('privacy lists its sections', async () => {
    await renderPage(<PrivacyPage />, { path: paths.privacy.pattern });
    expect(screen.getByRole('heading', { level: 1, name: locales.en.privacy.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: locales.en.privacy.passport.title })).toBeTruthy();
    expect(document.title).toBe(locales.en.privacy.meta.title);
  });

  it('terms state the age rule, in Arabic', async () => {
    await renderPage(<TermsPage />, { path: paths.terms.pattern, lang: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: locales.ar.terms.title })).toBeTruthy();
    expect(screen.getByText(locales.ar.terms.eligibility.body)).toBeTruthy();
  });
});
