import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { locales, renderPage } from '../test/render-page';
import NotFoundPage from './NotFoundPage';

// spec §2: the 404 page; Go Back returns to the previous page, Return Home goes to /.
describe('NotFoundPage', () => {
  it('Return Home goes to the landing page', async () => {
    const { router } = await renderPage(<NotFoundPage />, { path: '*', url: '/nowhere', routes: ['/'] });
    expect(screen.getByRole('heading', { level: 1, name: locales.en.notFound.title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: locales.en.notFound.returnHome }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('Go Back returns to the previous page (Arabic)', async () => {
    const { router } = await renderPage(<NotFoundPage />, {
      path: '/nowhere',
      url: '/about',
      routes: ['/about'],
      lang: 'ar',
    });
    await router.navigate('/nowhere');
    await screen.findByRole('heading', { level: 1, name: locales.ar.notFound.title });
    fireEvent.click(screen.getByRole('button', { name: locales.ar.notFound.goBack }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });
});
