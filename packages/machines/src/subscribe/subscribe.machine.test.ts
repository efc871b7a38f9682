import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { subscribeMachine } from './subscribe.machine';

const start = () => createActor(subscribeMachine).start();

describe('subscribe (spec §2 Footer, §5 Newsletter)', () => {
  it('starts editing with an empty field and no error', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({ email: '', errorKey: null });
  });

  it('edit keeps the text in any state', () => {
    const actor = start();
    actor.send({ type: 'edit', email: 'layla@' });
    expect(actor.getSnapshot().context.email).toBe('layla@');
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('editing → invalid on a bad address, with the spec message key; the text stays', () => {
    const actor = start();
    actor.send({ type: 'edit', email: 'layla@' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context).toEqual({
      email: 'layla@',
      errorKey: 'validation.subscribe.invalidEmail',
    });
  });

  it('an empty field is refused too', () => {
    const actor = start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('invalid');
  });

  it('invalid → subscribed on a good address (trimmed): the field clears and the error goes', () => {
    const actor = start();
    actor.send({ type: 'submit' });
    actor.send({ type: 'edit', email: '  layla@example.com ' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('subscribed');
    expect(actor.getSnapshot().context).toEqual({ email: '', errorKey: null });
  });

  it('subscribed stays while typing again, and → invalid on a bad second address', () => {
    const actor = start();
    actor.send({ type: 'edit', email: 'layla@example.com' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'edit', email: 'x' });
    expect(actor.getSnapshot().value).toBe('subscribed');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('invalid');
  });
});
