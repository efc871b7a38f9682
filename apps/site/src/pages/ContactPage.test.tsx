import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../app/paths';
import { locales, renderPage } from '../test/render-page';
import ContactPage from './ContactPage';

// spec §2 /contact: nothing is sent to a server (the fake client fails on any call); spec §8 messages.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('ContactPage', () => {
  it('refuses a form with a required field missing and keeps what was typed', async () => {
    await renderPage(<ContactPage />, { path: paths.contact.pattern });
    fireEvent.change(field(locales.en.contact.name), { target: { value: 'Aisha Khan' } });
    fireEvent.click(screen.getByRole('button', { name: locales.en.contact.send }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields.');
    expect((field(locales.en.contact.name) as HTMLInputElement).value).toBe('Aisha Khan');
  });

  it('says Message Sent! for a complete form, then clears for another message', async () => {
    await renderPage(<ContactPage />, { path: paths.contact.pattern });
    fireEvent.change(field(locales.en.contact.name), { target: { value: 'Aisha Khan' } });
    fireEvent.change(field(locales.en.contact.email), { target: { value: 'aisha@example.com' } });
    fireEvent.change(field(locales.en.contact.message), { target: { value: 'When is the next challenge?' } });
    fireEvent.click(screen.getByRole('button', { name: locales.en.contact.send }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Message Sent!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: locales.en.contact.sendAnother }));
    expect((field(locales.en.contact.name) as HTMLInputElement).value).toBe('');
  });

  it('shows the errors in Arabic to an Arabic reader', async () => {
    await renderPage(<ContactPage />, { path: paths.contact.pattern, lang: 'ar' });
    fireEvent.change(field(locales.ar.contact.email), { target: { value: 'aisha@' } });
    fireEvent.click(screen.getByRole('button', { name: locales.ar.contact.send }));
    expect(await screen.findByText(locales.ar.validation.contact.required)).toBeTruthy();
    expect(screen.getByText(locales.ar.validation.email.invalid)).toBeTruthy();
  });
});
