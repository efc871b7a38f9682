import { createApiClient, type ApiClient } from '@arena/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { locales, renderPage, type FakeApi } from '../../test/render-page';
import UnsubscribePage from './UnsubscribePage';

// Issue 16 /unsubscribe?token=: nothing is posted when the page opens (mail link scanners); the press
// posts the token; a bad link is refused in the reader's language (the real client parses the 400).
const { en, ar } = locales;

const requests: { url: string; body: string }[] = [];
const answers = { next: undefined as Response | undefined };
const client: ApiClient = createApiClient({
  baseUrl: 'http://arena.test',
  fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push({ url: request.url, body: await request.text() });
    return answers.next ?? new Response('{}', { status: 500 });
  },
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function open(url: string, lang: 'en' | 'ar' = 'en') {
  requests.length = 0;
  const api = { unsubscribe: vi.fn(client.unsubscribe) } as unknown as FakeApi;
  return renderPage(<UnsubscribePage />, {
    path: '/unsubscribe',
    url,
    api,
    lang,
    user: null,
    routes: ['/notifications'],
  });
}

describe('UnsubscribePage (issue 16)', () => {
  it('posts the token only when the button is pressed, then says it is done', async () => {
    answers.next = json(200, { email: false });
    await open('/unsubscribe?token=abc.def');
    // The page waits for the whole locale (a visitor's first chunk holds only the public groups).
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      en.notifications.unsubscribe.title,
    );
    expect(requests).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: en.notifications.unsubscribe.confirm }));
    expect(await screen.findByText(en.notifications.unsubscribe.doneBody)).toBeTruthy();
    expect(requests).toEqual([
      { url: 'http://arena.test/api/notifications/unsubscribe', body: JSON.stringify({ token: 'abc.def' }) },
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      en.notifications.unsubscribe.doneTitle,
    );
    expect(
      screen.getByRole('link', { name: en.notifications.unsubscribe.openInbox }).getAttribute('href'),
    ).toBe('/notifications');
  });

  it('a forged link is refused in Arabic, and the button stays to try again', async () => {
    answers.next = json(400, {
      status: 'error',
      message: 'This unsubscribe link is not valid. Sign in to change your email settings.',
      messageKey: 'notifications.invalidUnsubscribeToken',
      messageParams: {},
    });
    await open('/unsubscribe?token=forged', 'ar');
    await userEvent.click(await screen.findByRole('button', { name: ar.notifications.unsubscribe.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      ar.server.notifications.invalidUnsubscribeToken,
    );
    expect(screen.getByRole('button', { name: ar.notifications.unsubscribe.confirm })).toBeTruthy();
    expect(requests).toHaveLength(1);
  });

  it('a link without a token says so and offers no button', async () => {
    await open('/unsubscribe');
    expect(await screen.findByText(en.notifications.unsubscribe.missing)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.notifications.unsubscribe.confirm })).toBeNull();
    expect(requests).toEqual([]);
  });
});
