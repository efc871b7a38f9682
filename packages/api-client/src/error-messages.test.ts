import { englishMessages, formatMessage } from '@arena/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { callMessages, errorMessage, errorMessageKey } from './error-messages';
import type { ApiCall } from './error-messages';

const network = new ApiError('network');
const noToken = new ApiError('unauthenticated');
const unauthorized = new ApiError('http', { status: 401, serverMessage: 'Unauthorized' });
const withMessage = new ApiError('http', { status: 400, serverMessage: 'Name is taken' });
const bare500 = new ApiError('http', { status: 500 });
const garbled = new ApiError('invalid-response', { status: 200 });

describe('errorMessage (spec §8)', () => {
  it('429 on any call, login included: how long to wait, from Retry-After', () => {
    const limited = (retryAfterSeconds?: number) =>
      new ApiError('http', {
        status: 429,
        serverMessage: 'Too many requests. Please try again in 15 minutes.',
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      });
    for (const call of ['login', 'register', 'changePassword', 'createOrder'] as const) {
      expect(errorMessage(limited(900), call)).toEqual({
        messageKey: 'errors.rateLimit.tryAgainInMinutes',
        params: { count: 15 },
      });
    }
    expect(errorMessage(limited(1), 'login')).toEqual({
      messageKey: 'errors.rateLimit.tryAgainInSeconds',
      params: { count: 1 },
    });
    expect(errorMessage(limited(61), 'register')).toEqual({
      messageKey: 'errors.rateLimit.tryAgainInMinutes',
      params: { count: 2 },
    });
    expect(errorMessage(limited(), 'login')).toEqual({ messageKey: 'errors.rateLimit.tryAgainLater' });
    expect(formatMessage('errors.rateLimit.tryAgainInMinutes', { count: 15 })).toBe(
      'Too many requests. Please try again in 15 minute(s).',
    );
  });

  it('login: any failure is "Invalid email or password"', () => {
    for (const error of [network, noToken, unauthorized, withMessage, bare500, garbled, new Error('x')]) {
      expect(errorMessage(error, 'login')).toEqual({ messageKey: 'errors.auth.invalidCredentials' });
    }
    expect(englishMessages['errors.auth.invalidCredentials']).toBe('Invalid email or password');
  });

  it('login: a blocked account hears the server say so (decision 0020)', () => {
    const blocked = new ApiError('http', {
      status: 403,
      serverMessage: 'This account is blocked. Contact support.',
    });
    expect(errorMessage(blocked, 'login')).toEqual({
      serverMessage: 'This account is blocked. Contact support.',
    });
    expect(errorMessage(new ApiError('http', { status: 403 }), 'login')).toEqual({
      messageKey: 'errors.auth.invalidCredentials',
    });
  });

  it('registration: network failure has its own text; otherwise the server message as returned', () => {
    expect(errorMessage(network, 'register')).toEqual({ messageKey: 'errors.auth.registrationFailed' });
    expect(englishMessages['errors.auth.registrationFailed']).toBe(
      'An error occurred while registering. Please try again.',
    );
    expect(errorMessage(withMessage, 'register')).toEqual({ serverMessage: 'Name is taken' });
    expect(errorMessage(bare500, 'register')).toEqual({
      messageKey: 'errors.auth.registrationFailed',
      params: { status: 500 },
    });
  });

  it('network failure: "Unable to connect to server…"', () => {
    expect(errorMessage(network, 'profile')).toEqual({ messageKey: 'errors.network.unableToConnect' });
    expect(englishMessages['errors.network.unableToConnect']).toBe(
      'Unable to connect to server. Please check your internet connection and try again.',
    );
  });

  it('missing token: "No authentication token found"', () => {
    expect(errorMessage(noToken, 'me')).toEqual({ messageKey: 'errors.auth.noToken' });
  });

  it('401: "Authentication failed…" for profile and user reads, "Session expired…" for earnings privacy', () => {
    expect(errorMessage(unauthorized, 'profile')).toEqual({ messageKey: 'errors.auth.authenticationFailed' });
    expect(errorMessage(unauthorized, 'me')).toEqual({ messageKey: 'errors.auth.authenticationFailed' });
    expect(errorMessage(unauthorized, 'setEarningsPrivacy')).toEqual({
      messageKey: 'errors.auth.sessionExpired',
    });
    expect(englishMessages['errors.auth.sessionExpired']).toBe('Session expired. Please log in again.');
  });

  it('a 401 on a public call keeps the server message', () => {
    expect(errorMessage(unauthorized, 'publicProfile')).toEqual({ serverMessage: 'Unauthorized' });
  });

  it('otherwise the server message when present', () => {
    expect(errorMessage(withMessage, 'updateName')).toEqual({ serverMessage: 'Name is taken' });
    expect(errorMessage(withMessage, 'changePassword')).toEqual({ serverMessage: 'Name is taken' });
  });

  it('else the fallback of the call, with the status for the texts that carry it', () => {
    expect(errorMessage(bare500, 'updateName')).toEqual({
      messageKey: 'errors.fallback.updateDisplayName',
      params: { status: 500 },
    });
    const profile = errorMessage(bare500, 'profile');
    expect(profile).toEqual({ messageKey: 'errors.fallback.fetchProfile', params: { status: 500 } });
    expect('messageKey' in profile && formatMessage(profile.messageKey, profile.params)).toBe(
      'Failed to fetch profile (500)',
    );
    expect(errorMessage(garbled, 'leaderboard')).toEqual({
      messageKey: 'errors.fallback.fetchLeaderboard',
      params: { status: 200 },
    });
    expect(errorMessage(bare500, 'changePassword')).toMatchObject({
      messageKey: 'errors.fallback.updatePassword',
    });
    expect(errorMessage(bare500, 'updatePhoto')).toMatchObject({
      messageKey: 'errors.fallback.updateProfilePicture',
    });
    expect(errorMessage(bare500, 'uploadProfileImage')).toMatchObject({
      messageKey: 'errors.fallback.uploadImage',
    });
    expect(errorMessage(bare500, 'publicProfile')).toMatchObject({
      messageKey: 'errors.fallback.fetchPublicProfile',
    });
    expect(errorMessage(bare500, 'me')).toMatchObject({ messageKey: 'errors.fallback.fetchUserData' });
  });

  it('anything that is not an ApiError gets the fallback', () => {
    expect(errorMessage(new TypeError('bug'), 'updateName')).toEqual({
      messageKey: 'errors.fallback.updateDisplayName',
    });
  });

  it('every call names keys that exist in the catalogue', () => {
    for (const call of Object.keys(callMessages) as ApiCall[]) {
      for (const key of Object.values(callMessages[call])) expect(englishMessages).toHaveProperty([key]);
    }
  });
});

describe('errorMessageKey', () => {
  it('gives the key, and the fallback key in place of a server message', () => {
    expect(errorMessageKey(network, 'updateName')).toBe('errors.network.unableToConnect');
    expect(errorMessageKey(withMessage, 'updateName')).toBe('errors.fallback.updateDisplayName');
    expect(errorMessageKey(unauthorized, 'setEarningsPrivacy')).toBe('errors.auth.sessionExpired');
  });
});

describe('wallet and payment calls (spec §8 Wallet and withdrawal, Payment)', () => {
  it.each([
    ['transactions', 'errors.fallback.fetchTransactions', 'Failed to fetch transactions'],
    ['exchange', 'errors.wallet.withdrawalFailed', 'Withdrawal failed'],
    ['createOrder', 'errors.payment.createOrderFailed', 'Failed to create order'],
    ['captureOrder', 'errors.payment.processingError', 'An error occurred during payment processing'],
    ['completeOrder', 'errors.payment.processingError', 'An error occurred during payment processing'],
    ['getPaymentUrl', 'errors.payment.paymentLinkFailed', 'Failed to get payment link'],
    ['completePayment', 'errors.payment.processingError', 'An error occurred during payment processing'],
    [
      'wallet',
      'errors.network.connectionError',
      'Network error. Please check your connection and try again.',
    ],
    [
      'currencies',
      'errors.network.connectionError',
      'Network error. Please check your connection and try again.',
    ],
  ] as const)('%s falls back to %s', (call, key, text) => {
    expect(errorMessage(bare500, call)).toEqual({ messageKey: key, params: { status: 500 } });
    expect(englishMessages[key]).toBe(text);
  });

  it('the server message wins (an exchange refused for short crystals, an invalid amount)', () => {
    expect(errorMessage(withMessage, 'exchange')).toEqual({ serverMessage: 'Name is taken' });
    expect(errorMessage(withMessage, 'createOrder')).toEqual({ serverMessage: 'Name is taken' });
  });

  it('a 401 that survived the refresh is "Authentication failed…" on every authenticated wallet or payment call', () => {
    for (const call of [
      'wallet',
      'transactions',
      'exchange',
      'createOrder',
      'captureOrder',
      'completeOrder',
      'getPaymentUrl',
      'completePayment',
    ] as const) {
      expect(errorMessage(unauthorized, call)).toEqual({ messageKey: 'errors.auth.authenticationFailed' });
    }
    expect(errorMessage(unauthorized, 'currencies')).toEqual({ serverMessage: 'Unauthorized' });
  });
});
