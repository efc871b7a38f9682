import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { contactFormMachine } from './contact-form.machine';

function fill(actor: ReturnType<typeof createActor<typeof contactFormMachine>>, fields: Record<string, string>) {
  for (const [field, value] of Object.entries(fields)) {
    actor.send({ type: 'field.change', field: field as 'name', value });
  }
}

describe('contact form (spec §2 /contact)', () => {
  it('refuses a form with a required field missing and keeps what was typed', () => {
    const actor = createActor(contactFormMachine).start();
    fill(actor, { name: 'Aisha', email: 'aisha@example.com' });
    actor.send({ type: 'submit' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.formError).toBe('validation.contact.required');
    expect(context.emailError).toBeNull();
    expect(context.fields.name).toBe('Aisha');
  });

  it('says a malformed email on the email field', () => {
    const actor = createActor(contactFormMachine).start();
    fill(actor, { name: 'Aisha', email: 'aisha@', message: 'Hello' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context).toMatchObject({ formError: null, emailError: 'validation.email.invalid' });
  });

  it('is sent when name, email and message are there (subject optional), and clears for another', () => {
    const actor = createActor(contactFormMachine).start();
    actor.send({ type: 'submit' });
    fill(actor, { name: 'Aisha', email: 'aisha@example.com', message: 'When is the next Valorant challenge?' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.formError).toBeNull();
    actor.send({ type: 'field.change', field: 'name', value: 'ignored' });
    expect(actor.getSnapshot().context.fields.name).toBe('Aisha');
    actor.send({ type: 'again' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fields).toEqual({ name: '', email: '', subject: '', message: '' });
  });
});
