import { describe, expect, it } from 'vitest';
import { ApiError, IdempotencyKeyReusedError } from './api-error';
import { createApiClient } from './client';
import { errorMessage } from './error-messages';
import { memorySession } from './session';

// Issue 13 "Language": the server names its message with a catalogue key and params; the client keeps
// them beside the English words all the way to the UserMessage the site translates.
function answering(status: number, body: unknown) {
  return createApiClient({
    baseUrl: 'https://arena.example',
    session: memorySession('t-1'),
    fetch: async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  });
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('server message keys', () => {
  it('an error envelope with a key gives an ApiError with the key and params, and a UserMessage with them', async () => {
    const body = {
      status: 'error',
      message: 'An account with this email already exists.',
      messageKey: 'auth.emailTaken',
      messageParams: {},
    };
    const error = await failure(
      answering(409, body).register({
        name: 'Layla',
        email: 'layla@example.com',
        password: 'correct horse battery',
        passwordConfirm: 'correct horse battery',
        country: 'AE',
        dob: '2000-01-31',
      }),
    );
    expect(error.serverMessage).toBe('An account with this email already exists.');
    expect(error.serverMessageKey).toBe('auth.emailTaken');
    expect(error.serverMessageParams).toEqual({});
    expect(errorMessage(error, 'register')).toEqual({
      serverMessage: 'An account with this email already exists.',
      serverMessageKey: 'auth.emailTaken',
      serverMessageParams: {},
    });
  });

  it('an enrolment refusal `{success: false}` keeps its key and the game param', async () => {
    const error = await failure(
      answering(422, {
        success: false,
        message: 'Link your Valorant account to join this challenge.',
        messageKey: 'enroll.noLinkedAccount',
        messageParams: { game: 'Valorant' },
      }).enroll('00000000-0000-4000-8000-000000000001'),
    );
    expect(errorMessage(error, 'enroll')).toEqual({
      serverMessage: 'Link your Valorant account to join this challenge.',
      serverMessageKey: 'enroll.noLinkedAccount',
      serverMessageParams: { game: 'Valorant' },
    });
  });

  it('an answer without a key, or with malformed params, is the server’s words alone', async () => {
    const plain = await failure(answering(409, { status: 'error', message: 'Old server' }).me());
    expect(errorMessage(plain, 'me')).toEqual({ serverMessage: 'Old server' });
    const broken = await failure(
      answering(409, { status: 'error', message: 'Odd', messageKey: 'x.y', messageParams: 'nope' }).me(),
    );
    expect(errorMessage(broken, 'me')).toEqual({ serverMessage: 'Odd' });
  });

  it('a blocked login keeps the 403’s key; a reused Idempotency-Key has its own', () => {
    const blocked = new ApiError('http', {
      status: 403,
      serverMessage: 'This account is blocked. Contact support.',
      serverMessageKey: 'operatorUser.accountBlocked',
      serverMessageParams: {},
    });
    expect(errorMessage(blocked, 'login')).toEqual({
      serverMessage: 'This account is blocked. Contact support.',
      serverMessageKey: 'operatorUser.accountBlocked',
      serverMessageParams: {},
    });
    expect(new IdempotencyKeyReusedError().serverMessageKey).toBe('idempotency.reused');
  });
});
