import { act } from '@testing-library/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bootSource from '../loader/boot.js?raw';
import { replayEarlyInput } from './early-input';
import type { EarlyInput } from './early-input';

// Decision 0040: src/loader/boot.js keeps what a visitor types and submits in a server-rendered form before
// the app has taken the page over, and the app gives it to itself once it has.

/** Sets a control's value as typing does (the prototype's setter) and sends the input event. */
function typeInto(control: HTMLInputElement | HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('boot.js, before the app has taken the page over', () => {
  beforeAll(() => {
    // Run as the page runs it (without its data attributes it only listens: it loads nothing).
    new Function(bootSource)();
  });
  afterAll(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    document.body.replaceChildren();
  });

  it('keeps each control’s latest value and holds the submit, marking the form and its button busy', () => {
    document.body.innerHTML = `
      <form id="login"><input id="email" name="email"><input id="password" type="password">
      <input id="terms" type="checkbox"><select data-language-select><option>en</option><option>ar</option></select>
      <button>Log in</button></form><input id="loose">`;
    const email = document.querySelector<HTMLInputElement>('#email')!;
    const password = document.querySelector<HTMLInputElement>('#password')!;
    const terms = document.querySelector<HTMLInputElement>('#terms')!;
    typeInto(email, 'l');
    typeInto(email, 'layla@example.com');
    typeInto(password, 'first-password-1');
    terms.click();
    typeInto(document.querySelector('select')!, 'ar');
    typeInto(document.querySelector<HTMLInputElement>('#loose')!, 'outside any form');

    const form = document.querySelector('form')!;
    const button = document.querySelector('button')!;
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    form.dispatchEvent(submit);

    const early = window.arenaEarlyInput!;
    expect(early.fields).toEqual([email, password, terms]);
    expect(early.values).toEqual([
      { value: 'layla@example.com', checked: false },
      { value: 'first-password-1', checked: false },
      { value: 'on', checked: true },
    ]);
    expect(submit.defaultPrevented).toBe(true);
    expect(early.submit).toEqual({ form, submitter: button });
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    // The header's language select is kept apart, for main.tsx.
    expect(document.documentElement.dataset.chosenLanguage).toBe('ar');
  });

  it('keeps nothing and holds no submit once the app has the page', () => {
    document.documentElement.setAttribute('data-hydrated', '');
    document.body.innerHTML = `<form><input id="name"></form>`;
    const before = window.arenaEarlyInput!.fields.length;
    typeInto(document.querySelector<HTMLInputElement>('#name')!, 'Layla');
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    let heard = false;
    document.querySelector('form')!.addEventListener('submit', (event) => {
      heard = true;
      event.preventDefault();
    });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(window.arenaEarlyInput!.fields).toHaveLength(before);
    expect(heard).toBe(true);
  });
});

describe('replayEarlyInput, once the page is the app’s', () => {
  let container: HTMLDivElement;
  let root: Root;
  const sent: Record<string, unknown>[] = [];

  /** A controlled form as the app's are: its state starts empty whatever the DOM shows. */
  function Form() {
    const [values, setValues] = useState({ email: '', country: '', terms: false });
    const onSubmit = (event: FormEvent) => {
      event.preventDefault();
      sent.push(values);
    };
    return (
      <form id="register" onSubmit={onSubmit}>
        <input
          id="email"
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
        />
        <select
          id="country"
          value={values.country}
          onChange={(event) => setValues({ ...values, country: event.target.value })}
        >
          <option value="">Choose</option>
          <option value="AE">United Arab Emirates</option>
        </select>
        <input
          id="terms"
          type="checkbox"
          checked={values.terms}
          onChange={(event) => setValues({ ...values, terms: event.target.checked })}
        />
        <button id="create">Create account</button>
      </form>
    );
  }

  beforeAll(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterAll(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('gives the app each kept value through its handlers, then submits the held form to it', async () => {
    act(() => root.render(<Form key="one" />));
    const email = container.querySelector<HTMLInputElement>('#email')!;
    const country = container.querySelector<HTMLSelectElement>('#country')!;
    const terms = container.querySelector<HTMLInputElement>('#terms')!;
    const form = container.querySelector('form')!;
    const early: EarlyInput = {
      fields: [email, country, terms],
      values: [
        { value: 'layla@example.com', checked: false },
        { value: 'AE', checked: false },
        { value: 'on', checked: true },
      ],
      submit: { form, submitter: container.querySelector('#create') },
    };
    form.setAttribute('aria-busy', 'true');
    container.querySelector('#create')!.setAttribute('aria-busy', 'true');
    sent.length = 0;
    await act(() => replayEarlyInput(early));
    expect(sent).toEqual([{ email: 'layla@example.com', country: 'AE', terms: true }]);
    expect(email.value).toBe('layla@example.com');
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(container.querySelector('#create')!.hasAttribute('aria-busy')).toBe(false);
    expect(early.submit).toBeNull();
  });

  it('finds a control the app rendered anew by its id, and submits nothing when nothing was held', async () => {
    act(() => root.render(<Form key="one" />));
    const old = container.querySelector<HTMLInputElement>('#email')!;
    act(() => root.render(<Form key="two" />));
    expect(old.isConnected).toBe(false);
    sent.length = 0;
    await act(() =>
      replayEarlyInput({
        fields: [old],
        values: [{ value: 'omar@example.com', checked: false }],
        submit: null,
      }),
    );
    expect(container.querySelector<HTMLInputElement>('#email')!.value).toBe('omar@example.com');
    expect(sent).toEqual([]);
    act(() => container.querySelector('form')!.requestSubmit());
    expect(sent).toEqual([{ email: 'omar@example.com', country: '', terms: false }]);
  });
});
