import { nextTask } from './next-task';

/** A control's value as src/loader/boot.js kept it from the visitor's last input or change. */
interface KeptValue {
  value: string;
  checked: boolean;
}

/** What src/loader/boot.js keeps of a server-rendered page's forms before the app takes it over (decision 0040). */
export interface EarlyInput {
  fields: Element[];
  values: KeptValue[];
  submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
}

declare global {
  interface Window {
    arenaEarlyInput?: EarlyInput;
  }
}

/** The element itself, or, when React rendered a part anew (a mismatch it repaired), the element with its id. */
function current<T extends Element>(element: T): T | null {
  if (element.isConnected) return element;
  if (!element.id) return null;
  const found = document.getElementById(element.id);
  return found?.tagName === element.tagName ? (found as Element as T) : null;
}

/** Sets a text-like control's value as a visitor's typing would, so the app's own handler hears it. */
function type(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  // React compares a control's value with the last it saw: hydration read the typed text, so the record is
  // cleared first, or the input event would look like no change.
  (control as { _valueTracker?: { setValue(value: string): void } })._valueTracker?.setValue('');
  // The prototype's setter, not the element's own (React's tracker wraps that one).
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

function give(field: Element, kept: KeptValue): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A click, as the visitor's was: it sets the state and sends the events React listens to.
    if (field.checked !== kept.checked && (kept.checked || field.type === 'checkbox')) field.click();
    return;
  }
  if (
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  )
    type(field, kept.value);
}

/**
 * Once the page is the app's: every control the visitor changed before gets its latest value again
 * through the app's handlers. React's hydration keeps the typed text in the DOM but not in the app's
 * state, so its first re-render would set the empty value over it (the accounts e2e fails without this),
 * then a form they submitted in the meantime is submitted, now to the app. Resolves when done.
 */
export async function replayEarlyInput(
  early: EarlyInput | undefined = window.arenaEarlyInput,
): Promise<void> {
  if (!early) return;
  window.arenaEarlyInput = undefined;
  early.fields.forEach((field, index) => {
    const target = current(field);
    const kept = early.values[index];
    if (target && kept) give(target, kept);
  });
  const submit = early.submit;
  early.submit = null;
  if (!submit) return;
  submit.form.removeAttribute('aria-busy');
  submit.submitter?.removeAttribute('aria-busy');
  // The values given above reach the app's state before its submit handler reads it.
  await nextTask();
  const form = current(submit.form);
  if (!form) return;
  const submitter = submit.submitter && form.contains(submit.submitter) ? submit.submitter : null;
  form.requestSubmit(submitter);
}
