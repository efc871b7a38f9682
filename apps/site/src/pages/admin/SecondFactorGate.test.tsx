import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { locales, renderPage } from '../../test/render-page';
import { SecondFactorGate } from './SecondFactorGate';

// The console's door (issue 29): enrolment first, then the code step for a session without the second
// factor, then the console; in English and Arabic.

const status = (enrolled: boolean, verified: boolean) => ({
  status: 'success',
  data: { enrolled, verified, recoveryCodesLeft: enrolled ? 10 : 0 },
});
const qr =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const codes = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);

const open = (api: Record<string, unknown>, lang: 'en' | 'ar' = 'en') =>
  renderPage(
    <SecondFactorGate>
      <p>the console</p>
    </SecondFactorGate>,
    { path: '/admin', api, lang, user: { id: 'op1', name: 'Operator', role: 'admin' } as never },
  );

describe('SecondFactorGate', () => {
  it('a verified session sees the console at once', async () => {
    await open({ mfaStatus: vi.fn().mockResolvedValue(status(true, true)) });
    expect(await screen.findByText('the console')).toBeTruthy();
  });

  it('enrols: QR and key, the first code, the recovery codes, then the console with the new session', async () => {
    const api = {
      mfaStatus: vi.fn().mockResolvedValueOnce(status(false, false)).mockResolvedValue(status(true, true)),
      mfaEnrol: vi.fn().mockResolvedValue({
        status: 'success',
        data: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauthUrl: 'otpauth://totp/Arena:x', qrCode: qr },
      }),
      mfaConfirm: vi
        .fn()
        .mockResolvedValue({ status: 'success', access_token: 'verified', recoveryCodes: codes }),
    };
    const page = await open(api);
    await screen.findByRole('img', { name: locales.en.twoStepSetup.qrAlt });
    await userEvent.type(screen.getByLabelText(locales.en.twoStepSetup.codeLabel), '123456');
    await userEvent.click(screen.getByRole('button', { name: locales.en.twoStepSetup.submit }));
    expect(api.mfaConfirm).toHaveBeenCalledExactlyOnceWith('123456');
    expect(await screen.findByText(codes[9]!)).toBeTruthy();
    expect(page.session.signIn).not.toHaveBeenCalled(); // not before the codes are saved
    await userEvent.click(screen.getByRole('button', { name: locales.en.twoStepSetup.finish }));
    expect(page.session.signIn).toHaveBeenCalledExactlyOnceWith('verified');
    expect(await screen.findByText('the console')).toBeTruthy();
  });

  it('in Arabic, a session without the second factor gives a code; a failure is said in Arabic', async () => {
    const api = {
      mfaStatus: vi.fn().mockResolvedValueOnce(status(true, false)).mockResolvedValue(status(true, true)),
      mfaVerify: vi
        .fn()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue({ status: 'success', access_token: 'stepped-up' }),
    };
    const page = await open(api, 'ar');
    const ar = locales.ar.secondFactor.form;
    const field = await screen.findByLabelText(ar.codeLabel);
    await userEvent.type(field, '000000');
    await userEvent.click(screen.getByRole('button', { name: ar.submit }));
    expect(await screen.findByText(locales.ar.errors.network.connectionError)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(ar.codeLabel), '123456');
    await userEvent.click(screen.getByRole('button', { name: ar.submit }));
    await waitFor(() => expect(page.session.signIn).toHaveBeenCalledWith('stepped-up'));
    expect(api.mfaVerify).toHaveBeenLastCalledWith({ mfaToken: null, code: '123456' });
    expect(await screen.findByText('the console')).toBeTruthy();
    expect(within(document.body).queryByLabelText(ar.codeLabel)).toBeNull();
  });
});
