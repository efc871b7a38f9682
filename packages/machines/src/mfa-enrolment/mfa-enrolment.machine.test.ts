import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { mfaEnrolmentMachine, type EnrolmentConfirmation, type EnrolmentKey } from './mfa-enrolment.machine';

const key: EnrolmentKey = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Arena:ops%40arena.gg?issuer=Arena&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: 'data:image/png;base64,AAAA',
};
const confirmation: EnrolmentConfirmation = {
  token: 'verified-token',
  recoveryCodes: Array.from({ length: 10 }, (_, index) => `code${index}-aaaaa`),
};
const refused = { serverMessage: 'That code is not right.', serverMessageKey: 'auth.mfa.invalidCode' };

function start(options: {
  enrol: (() => Promise<EnrolmentKey>)[];
  confirm?: ((code: string) => Promise<EnrolmentConfirmation>)[];
}) {
  const calls: string[] = [];
  const done: string[] = [];
  const machine = mfaEnrolmentMachine.provide({
    actors: {
      enrol: fromPromise(async () => {
        calls.push('enrol');
        return options.enrol.shift()!();
      }),
      confirm: fromPromise(async ({ input }) => {
        calls.push(`confirm ${input.code}`);
        return options.confirm!.shift()!(input.code);
      }),
    },
  });
  const actor = createActor(machine);
  actor.on('enrolment.done', ({ token }) => done.push(token));
  actor.start();
  return { actor, calls, done };
}

describe('TOTP enrolment (issue 29)', () => {
  it('loads a key, confirms the first code, shows the recovery codes and announces the token on finish only', async () => {
    const { actor, calls, done } = start({ enrol: [async () => key], confirm: [async () => confirmation] });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches('scan'));
    expect(actor.getSnapshot().context.key).toEqual(key);
    actor.send({ type: 'code.submit' }); // blank: nothing sent
    actor.send({ type: 'code.change', code: ' 123456 ' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (state) => state.matches('recovery'));
    expect(actor.getSnapshot().context.confirmation).toEqual(confirmation);
    expect(done).toEqual([]);
    actor.send({ type: 'finish' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(done).toEqual(['verified-token']);
    expect(calls).toEqual(['enrol', 'confirm 123456']);
  });

  it('a refused code stays on the scan step with the words, the field cleared', async () => {
    const { actor, calls } = start({
      enrol: [async () => key],
      confirm: [async () => Promise.reject(refused), async () => confirmation],
    });
    await waitFor(actor, (state) => state.matches('scan'));
    actor.send({ type: 'code.change', code: '000000' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (state) => state.matches('scan') && state.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ code: '', error: refused });
    actor.send({ type: 'code.change', code: '111111' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (state) => state.matches('recovery'));
    expect(calls).toEqual(['enrol', 'confirm 000000', 'confirm 111111']);
  });

  it('a failed load offers retry; a 401 ends in unauthorized', async () => {
    const { actor, calls } = start({
      enrol: [async () => Promise.reject(new Error('offline')), async () => Promise.reject({ status: 401 })],
    });
    await waitFor(actor, (state) => state.matches('failed'));
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.network.connectionError' });
    actor.send({ type: 'retry' });
    await waitFor(actor, (state) => state.status === 'done');
    expect(actor.getSnapshot().value).toBe('unauthorized');
    expect(calls).toEqual(['enrol', 'enrol']);
  });
});
