import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import ar from '../../../../locales/ar.json' with { type: 'json' };
import { createI18n, lacksWords } from './i18n';
import { useMessageText } from './useMessage';

// A visitor's page starts with the public words (decision 0035); a server message whose key lives in the
// rest of the locale shows the server's words, asks for the whole locale and is shown translated once in.
function Refusal() {
  const text = useMessageText();
  return (
    <p>
      {text({
        serverMessage: 'The offer could not be recorded.',
        serverMessageKey: 'referral.claimFailed',
      })}
    </p>
  );
}

describe('useMessageText with the public words only', () => {
  it("shows the server's words, then the reader's once the whole locale is in", async () => {
    const i18n = await createI18n('ar', 'public');
    expect(lacksWords(i18n)).toBe(true);
    expect(i18n.exists('server.referral.claimFailed')).toBe(false);
    expect(i18n.t('publicProfile.performance')).toBe(ar.publicProfile.performance);
    render(
      <I18nextProvider i18n={i18n}>
        <Refusal />
      </I18nextProvider>,
    );
    expect(screen.getByText('The offer could not be recorded.')).toBeTruthy();
    expect(await screen.findByText(ar.server.referral.claimFailed)).toBeTruthy();
    expect(lacksWords(i18n)).toBe(false);
  });

  it('asks for nothing with the whole locale', async () => {
    const i18n = await createI18n('ar');
    expect(lacksWords(i18n)).toBe(false);
    render(
      <I18nextProvider i18n={i18n}>
        <Refusal />
      </I18nextProvider>,
    );
    expect(screen.getByText(ar.server.referral.claimFailed)).toBeTruthy();
  });
});
