import { css, useTheme } from '@emotion/react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { CopyButton } from '../CopyButton';
import { MessageBanner } from '../MessageBanner';
import { Skeleton } from '../Skeleton';
import { Spinner } from '../Spinner';
import { CodeField } from './CodeField';

export interface AuthenticatorEnrolmentProps {
  step: 'loading' | 'failed' | 'scan' | 'recovery';
  /** The otpauth URL as a `data:image/png;base64,…` QR code (step scan). */
  qrCode?: string;
  /** The base32 secret, for typing by hand (step scan). */
  secret?: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** Confirm the first code (step scan). */
  onSubmit: () => void;
  /** Confirming the first code. */
  busy?: boolean;
  /** Why the key could not be loaded (step failed) or the code was refused (step scan). */
  error?: ReactNode;
  /** Step failed: shows a Retry button. */
  onRetry?: () => void;
  /** Step recovery: the ten one-time recovery codes, shown only now. */
  recoveryCodes?: string[];
  /** Step recovery: the operator has saved the codes. */
  onFinish: () => void;
}

const qrSize = 200;
const copyText = (text: string) => navigator.clipboard.writeText(text);

/** The secret in groups of four, as authenticator apps show it: easier to type by hand. */
const groupSecret = (secret: string) => (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');

/**
 * The console's enrolment page body (issue 29): scan the QR code (or type the key), confirm one code,
 * then save the recovery codes. Says its own words (twoStepSetup.*). The QR code sits on white
 * so it scans in the dark theme; the key and the codes read left to right in every language.
 */
export function AuthenticatorEnrolment({
  step,
  qrCode,
  secret = '',
  code,
  onCodeChange,
  onSubmit,
  busy = false,
  error,
  onRetry,
  recoveryCodes = [],
  onFinish,
}: AuthenticatorEnrolmentProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const titleId = useId();
  const recoveryId = useId();
  const blank = code.trim() === '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!blank && !busy) onSubmit();
  };

  const muted = css`
    margin: 0;
    color: ${theme.colors.textMuted};
  `;
  const stepHeading = css`
    margin: 0;
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.semibold};
  `;
  const ltrCode = css`
    font-family: ${theme.fonts.mono};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.06em;
    unicode-bidi: isolate;
  `;
  const actions = css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[3]};
  `;
  const qrFrame = css`
    display: block;
    flex-shrink: 0;
    box-sizing: content-box;
    inline-size: ${qrSize}px;
    block-size: ${qrSize}px;
    padding: ${theme.space[2]};
    background: #ffffff;
    border-radius: ${theme.radii.md};
  `;

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={step === 'loading' || undefined}
      css={{ display: 'grid', gap: theme.space[6], maxInlineSize: '40rem' }}
    >
      <div css={{ display: 'grid', gap: theme.space[2] }}>
        <h2 id={titleId} css={{ margin: 0, fontSize: theme.fontSizes.xl }}>
          {t('twoStepSetup.title')}
        </h2>
        {step === 'recovery' ? null : <p css={muted}>{t('twoStepSetup.intro')}</p>}
      </div>

      {step === 'loading' ? (
        <div css={{ display: 'grid', gap: theme.space[4], justifyItems: 'start' }}>
          <Skeleton shape="block" inlineSize={`${qrSize + 16}px`} blockSize={`${qrSize + 16}px`} />
          <p
            role="status"
            css={[muted, { display: 'inline-flex', alignItems: 'center', gap: theme.space[2] }]}
          >
            <span css={{ color: theme.colors.accent, display: 'inline-flex' }}>
              <Spinner size="sm" />
            </span>
            {t('twoStepSetup.loading')}
          </p>
        </div>
      ) : null}

      {step === 'failed' ? (
        <MessageBanner
          tone="error"
          title={t('twoStepSetup.failed')}
          action={
            onRetry ? (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {t('twoStepSetup.retry')}
              </Button>
            ) : undefined
          }
        >
          {error}
        </MessageBanner>
      ) : null}

      {step === 'scan' ? (
        <>
          <div css={{ display: 'grid', gap: theme.space[4] }}>
            <h3 css={stepHeading}>{t('twoStepSetup.step1')}</h3>
            <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: theme.space[5] }}>
              {qrCode ? (
                <img
                  src={qrCode}
                  alt={t('twoStepSetup.qrAlt')}
                  width={qrSize}
                  height={qrSize}
                  css={qrFrame}
                />
              ) : null}
              <div css={{ flex: '1 1 14rem', minInlineSize: 0, display: 'grid', gap: theme.space[3] }}>
                <p css={muted}>{t('twoStepSetup.manual')}</p>
                <code
                  dir="ltr"
                  css={[
                    ltrCode,
                    {
                      display: 'block',
                      padding: `${theme.space[3]} ${theme.space[4]}`,
                      background: theme.colors.surfaceRaised,
                      border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
                      borderRadius: theme.radii.md,
                      fontSize: theme.fontSizes.lg,
                      textAlign: 'start',
                      overflowWrap: 'anywhere',
                    },
                  ]}
                >
                  {groupSecret(secret)}
                </code>
                <div css={actions}>
                  <CopyButton
                    label={t('twoStepSetup.copyKey')}
                    copiedLabel={t('twoStepSetup.copied')}
                    onCopy={() => copyText(secret.replace(/\s+/g, ''))}
                  />
                </div>
              </div>
            </div>
          </div>

          <form
            noValidate
            onSubmit={submit}
            aria-busy={busy || undefined}
            css={{ display: 'grid', gap: theme.space[4] }}
          >
            <h3 css={stepHeading}>{t('twoStepSetup.step2')}</h3>
            {error ? <MessageBanner tone="error">{error}</MessageBanner> : null}
            <CodeField label={t('twoStepSetup.codeLabel')} code={code} onCodeChange={onCodeChange} />
            <Button type="submit" fullWidth loading={busy} disabled={blank && !busy}>
              {busy ? t('twoStepSetup.submitting') : t('twoStepSetup.submit')}
            </Button>
          </form>
        </>
      ) : null}

      {step === 'recovery' ? (
        <div css={{ display: 'grid', gap: theme.space[4] }}>
          <div css={{ display: 'grid', gap: theme.space[2] }}>
            <h3 id={recoveryId} css={[stepHeading, { fontSize: theme.fontSizes.lg }]}>
              {t('twoStepSetup.recoveryTitle')}
            </h3>
            <p css={muted}>{t('twoStepSetup.recoveryIntro')}</p>
          </div>
          <ul
            aria-labelledby={recoveryId}
            css={{
              margin: 0,
              padding: theme.space[4],
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              gap: `${theme.space[2]} ${theme.space[4]}`,
              background: theme.colors.surfaceRaised,
              border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
              borderRadius: theme.radii.md,
            }}
          >
            {recoveryCodes.map((recoveryCode) => (
              <li key={recoveryCode} css={{ textAlign: 'center' }}>
                <code dir="ltr" css={[ltrCode, { fontSize: theme.fontSizes.md }]}>
                  {recoveryCode}
                </code>
              </li>
            ))}
          </ul>
          <div
            css={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
              gap: theme.space[3],
              '& > *': { whiteSpace: 'nowrap' },
            }}
          >
            <CopyButton
              label={t('twoStepSetup.copyCodes')}
              copiedLabel={t('twoStepSetup.copied')}
              onCopy={() => copyText(recoveryCodes.join('\n'))}
              size="md"
            />
            <Button
              variant="secondary"
              href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${recoveryCodes.join('\n')}\n`)}`}
              download="arena-recovery-codes.txt"
            >
              {t('twoStepSetup.download')}
            </Button>
          </div>
          <Button fullWidth onClick={onFinish}>
            {t('twoStepSetup.finish')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
