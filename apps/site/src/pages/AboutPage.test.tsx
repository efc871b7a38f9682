import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../app/paths';
import { locales, renderPage } from '../test/render-page';
import AboutPage from './AboutPage';

// spec §2 /about: static; it asks the API nothing (the fake client fails on any call).
describe('AboutPage', () => {
  it('names the games in Latin script and the four steps, with its meta title', async () => {
    await renderPage(<AboutPage />, { path: paths.about.pattern });
    expect(screen.getByRole('heading', { level: 1, name: locales.en.about.title })).toBeTruthy();
    expect(screen.getByText('CS2').getAttribute('lang')).toBe('en');
    const steps = screen.getByRole('list', { name: locales.en.about.howTitle });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(document.title).toBe(locales.en.about.meta.title);
  });

  it('speaks Arabic', async () => {
    await renderPage(<AboutPage />, { path: paths.about.pattern, lang: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: locales.ar.about.title })).toBeTruthy();
    expect(screen.getByText(locales.ar.about.how1)).toBeTruthy();
  });
});
