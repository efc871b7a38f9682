import type { WithdrawalRequest } from '@arena/domain';
import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { withdrawalMachine } from './withdrawal.machine';
import type { WithdrawalCard, WithdrawalEligibility, WithdrawalInput } from './withdrawal.machine';

// The withdrawal machine's test harness (withdrawal*.machine.test.ts): fixtures, and the machine started
// with fake actors that record every call in order.

export const eligible: WithdrawalEligibility = {
  canWithdraw: true,
  reason: null,
  verificationRequired: false,
};
export const needsPassport: WithdrawalEligibility = {
  canWithdraw: false,
  reason: 'Passport verification is required before you can withdraw',
  verificationRequired: true,
};
export const visa: WithdrawalCard = {
  id: 'card-1',
  brand: 'Visa',
  maskedNumber: '411111******1111',
  preferred: false,
};
export const master: WithdrawalCard = {
  id: 'card-2',
  brand: 'Mastercard',
  maskedNumber: '555555******4444',
  preferred: true,
};

export type Fakes = {
  eligibility?: () => Promise<WithdrawalEligibility>;
  cards?: () => Promise<WithdrawalCard[]>;
  submit?: (request: WithdrawalRequest) => Promise<{ transactionId: string }>;
  copy?: (text: string) => Promise<unknown>;
};

export function start(input: WithdrawalInput, fakes: Fakes = {}) {
  const calls: string[] = [];
  const machine = withdrawalMachine.provide({
    actions: {
      openVerification: () => calls.push('openVerification'),
      refreshWallet: () => calls.push('refreshWallet'),
    },
    actors: {
      checkEligibility: fromPromise(async () => {
        calls.push('checkEligibility');
        return (fakes.eligibility ?? (async () => eligible))();
      }),
      loadCards: fromPromise(async () => {
        calls.push('loadCards');
        return (fakes.cards ?? (async () => [visa, master]))();
      }),
      submitWithdrawal: fromPromise(async ({ input: request }) => {
        calls.push(`submit ${JSON.stringify(request)}`);
        return (fakes.submit ?? (async () => ({ transactionId: 'tx-42' })))(request);
      }),
      copyText: fromPromise(async ({ input: copied }) => {
        calls.push(`copy ${copied.text}`);
        return (fakes.copy ?? (async () => undefined))(copied.text);
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
}

export type Started = ReturnType<typeof start>['actor'];

export const settle = () => vi.advanceTimersByTimeAsync(0);
export const never = <T>() => new Promise<T>(() => {});

/** Submit, then confirm the review (the form must be valid and the player eligible). */
export function submitAndConfirm(actor: Started) {
  actor.send({ type: 'form.submit' });
  actor.send({ type: 'review.confirm' });
}
