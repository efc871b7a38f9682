import { describe, expect, it } from 'vitest';
import { localeKeyOfServerMessage } from './server-message-locale';
import { serverMessageLocaleKey, serverMessages, type ServerMessageKey } from './server-messages';

describe('localeKeyOfServerMessage', () => {
  it('answers as serverMessageLocaleKey for every key of the catalogue', () => {
    const keys = Object.keys(serverMessages) as ServerMessageKey[];
    expect(keys.length).toBeGreaterThan(100);
    for (const key of keys) expect(localeKeyOfServerMessage(key)).toBe(serverMessageLocaleKey(key));
    expect(localeKeyOfServerMessage('validation.name.required')).toBe('validation.name.required');
    expect(localeKeyOfServerMessage('request.notFound')).toBe('server.request.notFound');
  });

  it('puts a key it does not know under server.', () => {
    expect(localeKeyOfServerMessage('future.message')).toBe('server.future.message');
  });
});
