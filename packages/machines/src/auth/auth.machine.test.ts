import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { authMachine, REFRESH_BEFORE_EXPIRY_MS } from './auth.machine';
import { isTokenValid, readTokenClaims } from './token-claims';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

function tokenFor(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const validToken = tokenFor({ sub: 'user-7', exp: NOW / 1000 + 900 });
const otherToken = tokenFor({ sub: 'user-7', exp: NOW / 1000 + 1800 });
const expiredToken = tokenFor({ sub: 'user-7', exp: NOW / 1000 - 1 });

function start(
  token: string | null,
  refresh: () => Promise<string> = async () => otherToken,
  login: (credentials: { email: string; password: string }) => Promise<string> = async () => validToken,
) {
  const logins: { email: string; password: string }[] = [];
  const persisted: string[] = [];
  let cleared = 0;
  let revoked = 0;
  const machine = authMachine.provide({
    actions: {
      persistToken: (_, params) => persisted.push(params.token),
      clearStoredToken: () => {
        cleared += 1;
      },
    },
    actors: {
      refreshToken: fromPromise(refresh),
      login: fromPromise(async ({ input }) => {
        logins.push(input);
        return login(input);
      }),
      revokeSession: fromPromise(async () => {
        revoked += 1;
      }),
    },
  });
  const actor = createActor(machine, { input: { token, now: () => NOW } }).start();
  return { actor, persisted, logins, cleared: () => cleared, revoked: () => revoked };
}

describe('token claims (spec §3 Token)', () => {
  it('reads sub, then user_id, then id, and the expiry in seconds', () => {
    expect(readTokenClaims(tokenFor({ sub: 'a', exp: 10 }))).toEqual({ userId: 'a', expiresAtMs: 10_000 });
    expect(readTokenClaims(tokenFor({ user_id: 42, exp: 10 }))).toEqual({
      userId: '42',
      expiresAtMs: 10_000,
    });
    expect(readTokenClaims(tokenFor({ id: 'b', exp: 10 }))).toEqual({ userId: 'b', expiresAtMs: 10_000 });
  });

  it('rejects tokens without identity, without expiry, or not a JWT', () => {
    expect(readTokenClaims(tokenFor({ exp: 10 }))).toBeNull();
    expect(readTokenClaims(tokenFor({ sub: 'a' }))).toBeNull();
    expect(readTokenClaims('not-a-token')).toBeNull();
    expect(readTokenClaims('a.%%%.c')).toBeNull();
    expect(readTokenClaims(null)).toBeNull();
  });

  it('is valid only before its expiry', () => {
    expect(isTokenValid(validToken, NOW)).toBe(true);
    expect(isTokenValid(expiredToken, NOW)).toBe(false);
  });
});

describe('auth machine (spec §4 Auth)', () => {
  it('starts logged in with a stored valid token', () => {
    const { actor, cleared } = start(validToken);
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context.userId).toBe('user-7');
    expect(cleared()).toBe(0);
  });

  it('starts logged out and clears the storage when the token is absent or unreadable', () => {
    const absent = start(null);
    expect(absent.actor.getSnapshot().value).toBe('loggedOut');
    expect(absent.cleared()).toBe(1);
    const unreadable = start('not-a-token');
    expect(unreadable.actor.getSnapshot().value).toBe('loggedOut');
    expect(unreadable.actor.getSnapshot().context.token).toBeNull();
  });

  it('an expired token at start tries the refresh cookie first: resuming → loggedIn with the new token (issue 34)', async () => {
    const expired = start(expiredToken, async () => validToken);
    expect(expired.actor.getSnapshot().value).toBe('resuming');
    await waitFor(expired.actor, (snapshot) => snapshot.matches('loggedIn'));
    expect(expired.actor.getSnapshot().context.token).toBe(validToken);
    expect(expired.persisted).toEqual([validToken]);
    expect(expired.cleared()).toBe(0);
  });

  it('an expired token whose refresh cookie is gone logs out and clears the storage', async () => {
    const expired = start(expiredToken, async () => Promise.reject(new Error('401')));
    await waitFor(expired.actor, (snapshot) => snapshot.matches('loggedOut'));
    expect(expired.actor.getSnapshot().context.token).toBeNull();
    expect(expired.cleared()).toBe(1);
  });

  it('logs in on a received valid token (login, landing URL, third-party callback) and stores it', () => {
    const { actor, persisted } = start(null);
    actor.send({ type: 'token.received', token: validToken });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context.token).toBe(validToken);
    expect(persisted).toEqual([validToken]);
  });

  it('ignores a received token that is expired or unreadable', () => {
    const { actor, persisted } = start(null);
    actor.send({ type: 'token.received', token: expiredToken });
    actor.send({ type: 'token.received', token: 'garbage' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(persisted).toEqual([]);
  });

  it('refreshes on request and adopts the new token', async () => {
    const { actor, persisted } = start(validToken);
    actor.send({ type: 'session.refresh' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'));
    expect(actor.getSnapshot().context.token).toBe(otherToken);
    expect(persisted).toEqual([otherToken]);
  });

  it('logs out when the refresh fails, clearing the token', async () => {
    const { actor, cleared } = start(validToken, async () => {
      throw new Error('401');
    });
    actor.send({ type: 'session.refresh' });
    await waitFor(actor, (snapshot) => snapshot.matches('loggedOut'));
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(cleared()).toBe(1);
  });

  it('logs out when the session expires (a 401 that survived a refresh)', () => {
    const { actor, cleared } = start(validToken);
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(cleared()).toBe(1);
  });

  it('revokes the session on logout and ends logged out even if revoking fails', async () => {
    const { actor, revoked, cleared } = start(validToken);
    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (snapshot) => snapshot.matches('loggedOut'));
    expect(revoked()).toBe(1);
    expect(cleared()).toBe(1);
  });

  it('refreshes by itself shortly before the token expires', async () => {
    vi.useFakeTimers();
    try {
      const { actor } = start(validToken);
      vi.advanceTimersByTime(900_000 - REFRESH_BEFORE_EXPIRY_MS - 1);
      expect(actor.getSnapshot().value).toBe('loggedIn');
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe('refreshing');
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('loggedIn');
      expect(actor.getSnapshot().context.token).toBe(otherToken);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('auth machine: logging in (spec §4 Auth, §8 login failure)', () => {
  const credentials = { type: 'auth.login', email: 'lina@example.com', password: 'secret-pw' } as const;

  it('loggedOut → loggingIn on auth.login, calling the login actor with the credentials', () => {
    const { actor, logins } = start(null, undefined, () => new Promise(() => {}));
    actor.send(credentials);
    expect(actor.getSnapshot().value).toBe('loggingIn');
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(logins).toEqual([{ email: 'lina@example.com', password: 'secret-pw' }]);
  });

  it('loggingIn → loggedIn on success, adopting and storing the token', async () => {
    const { actor, persisted } = start(null);
    actor.send(credentials);
    await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'));
    expect(actor.getSnapshot().context).toMatchObject({ token: validToken, userId: 'user-7', error: null });
    expect(persisted).toEqual([validToken]);
  });

  it('loggingIn → loggedOut on any failure, with the invalid-credentials key and the token cleared', async () => {
    const { actor, cleared } = start(null, undefined, async () => {
      throw new Error('network down');
    });
    const clearedAtStart = cleared();
    actor.send(credentials);
    await waitFor(actor, (snapshot) => snapshot.matches('loggedOut'));
    expect(actor.getSnapshot().context).toMatchObject({
      token: null,
      userId: null,
      error: { messageKey: 'errors.auth.invalidCredentials' },
    });
    expect(cleared()).toBe(clearedAtStart + 1);
  });

  it('loggingIn → loggedOut with the same key when the answer is an expired or unreadable token', async () => {
    for (const answer of [expiredToken, 'garbage']) {
      const { actor, persisted } = start(null, undefined, async () => answer);
      actor.send(credentials);
      await waitFor(actor, (snapshot) => snapshot.matches('loggedOut'));
      expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.auth.invalidCredentials' });
      expect(persisted).toEqual([]);
    }
  });

  it('a new attempt clears the previous error while it runs', async () => {
    let attempt = 0;
    const { actor } = start(null, undefined, async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('401');
      return new Promise<string>(() => {});
    });
    actor.send(credentials);
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    actor.send(credentials);
    expect(actor.getSnapshot().value).toBe('loggingIn');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('loggingIn → loggedIn when a valid token arrives meanwhile (third-party callback)', () => {
    const { actor, persisted } = start(null, undefined, () => new Promise(() => {}));
    actor.send(credentials);
    actor.send({ type: 'token.received', token: otherToken });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context.token).toBe(otherToken);
    expect(persisted).toEqual([otherToken]);
  });

  it('a received token after a failed login clears the error', async () => {
    const { actor } = start(null, undefined, async () => {
      throw new Error('401');
    });
    actor.send(credentials);
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    actor.send({ type: 'token.received', token: validToken });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('ignores auth.login while logged in', () => {
    const { actor, logins } = start(validToken);
    actor.send(credentials);
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(logins).toEqual([]);
  });

  it('the default login actor fails, so an unprovided machine stays logged out', async () => {
    const actor = createActor(authMachine, { input: { token: null, now: () => NOW } }).start();
    actor.send(credentials);
    await waitFor(actor, (snapshot) => snapshot.matches('loggedOut'));
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.auth.invalidCredentials' });
  });
});

describe('auth machine: remaining transitions', () => {
  it('loggedOut → refreshing on session.refresh (a refresh cookie may still be valid)', async () => {
    const { actor, persisted } = start(null);
    actor.send({ type: 'session.refresh' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'));
    expect(persisted).toEqual([otherToken]);
  });

  it('loggedIn → loggedIn on a newer received token, re-arming the refresh timer', () => {
    const { actor, persisted } = start(validToken);
    actor.send({ type: 'token.received', token: otherToken });
    expect(actor.getSnapshot()).toMatchObject({ value: 'loggedIn', context: { token: otherToken } });
    expect(persisted).toEqual([otherToken]);
  });

  it('refreshing → loggingOut on auth.logout', async () => {
    const { actor, revoked } = start(validToken, () => new Promise(() => {}));
    actor.send({ type: 'session.refresh' });
    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (snapshot) => snapshot.matches('loggedOut'));
    expect(revoked()).toBe(1);
    expect(actor.getSnapshot().context.token).toBeNull();
  });

  it('refreshing → loggedOut on session.expired', () => {
    const { actor, cleared } = start(validToken, () => new Promise(() => {}));
    actor.send({ type: 'session.refresh' });
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'loggedOut', context: { token: null } });
    expect(cleared()).toBe(1);
  });

  it('loggingOut → loggedOut when revoking fails', async () => {
    const machine = authMachine.provide({
      actors: {
        revokeSession: fromPromise<void>(async () => {
          throw new Error('offline');
        }),
      },
    });
    const actor = createActor(machine, { input: { token: validToken, now: () => NOW } }).start();
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(actor.getSnapshot().context.token).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches('loggedOut'));
  });
});
