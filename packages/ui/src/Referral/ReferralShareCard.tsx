import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import { Button } from '../Button';
import { CopyButton } from '../CopyButton';
import { ShareIcon } from '../Icon';
import { MessageBanner } from '../MessageBanner';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import { useShareCardWords } from './referralWords';

export interface ReferralShareCardProps {
  /** The player's referral link (spec §2 /utm/referral/:code). */
  link: string;
  /** The QR code as a `data:image/png;base64,…` URL from the server. */
  qrCode: string;
  loading?: boolean;
  onShare: () => void;
  onCopy: () => void;
  /** True while the copy confirmation shows (the share machine's 2 s). */
  copied: boolean;
  /** spec §8: e.g. 'Unable to share. Please copy the link manually.', announced politely. */
  message?: { tone: 'error' | 'success'; text: string } | null;
}

const qrSize = '160px';

/** spec §2 Referral: the QR code and the link, with share and copy buttons. */
export function ReferralShareCard({
  link,
  qrCode,
  loading = false,
  onShare,
  onCopy,
  copied,
  message,
}: ReferralShareCardProps) {
  const words = useShareCardWords();
  const theme = useTheme();
  const titleId = useId();
  const fieldId = useId();

  const qrFrame = css`
    display: block;
    flex-shrink: 0;
    inline-size: ${qrSize};
    block-size: ${qrSize};
    border-radius: ${theme.radii.md};
  `;

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      css={css`
        display: grid;
        gap: ${theme.space[4]};
        padding: ${theme.space[4]};
        background: ${theme.colors.surface};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
        ${theme.media.tablet} {
          padding: ${theme.space[5]};
        }
      `}
    >
      <div css={{ display: 'grid', gap: theme.space[1] }}>
        <h2 id={titleId} css={{ margin: 0, fontSize: theme.fontSizes.xl }}>
          {words.title}
        </h2>
        {words.description ? (
          <p css={{ margin: 0, color: theme.colors.textMuted }}>{words.description}</p>
        ) : null}
      </div>

      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          justify-content: center;
          gap: ${theme.space[4]};
        `}
      >
        {loading ? (
          <Skeleton shape="block" inlineSize={qrSize} blockSize={qrSize} />
        ) : (
          // The code is dark on light, as scanners expect, whatever the theme.
          <img src={qrCode} alt={words.qrAlt} width={160} height={160} css={qrFrame} />
        )}

        <div
          css={css`
            flex: 1 1 16rem;
            min-inline-size: 0;
            display: grid;
            gap: ${theme.space[3]};
          `}
        >
          <label
            htmlFor={fieldId}
            css={{ fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.semibold }}
          >
            {words.link}
          </label>
          {loading ? (
            <Skeleton shape="block" blockSize={theme.touchTarget} />
          ) : (
            // Links read left to right in every language; read-only so it selects but never edits.
            <input
              id={fieldId}
              type="text"
              readOnly
              dir="ltr"
              value={link}
              // Keyboard focus and a click both select the whole link (a click alone would drop the caret).
              onFocus={(event) => event.currentTarget.select()}
              onClick={(event) => event.currentTarget.select()}
              css={css`
                box-sizing: border-box;
                inline-size: 100%;
                min-block-size: ${theme.touchTarget};
                padding-inline: ${theme.space[3]};
                border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
                border-radius: ${theme.radii.md};
                background: ${theme.colors.background};
                color: ${theme.colors.text};
                font-family: inherit;
                font-size: ${theme.fontSizes.sm};
                text-overflow: ellipsis;
                &:focus-visible {
                  outline: ${theme.borderWidths.focus} solid ${theme.colors.focusRing};
                  outline-offset: 2px;
                }
              `}
            />
          )}
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: ${theme.space[3]};
              & > button {
                flex: 1 1 8rem;
                white-space: nowrap;
              }
            `}
          >
            <Button icon={<ShareIcon />} disabled={loading} onClick={onShare}>
              {words.share}
            </Button>
            {loading ? (
              <Button variant="secondary" disabled>
                {words.copy}
              </Button>
            ) : (
              <CopyButton
                label={words.copy}
                copiedLabel={words.copied}
                copied={copied}
                onCopy={onCopy}
                variant="secondary"
                size="md"
              />
            )}
          </div>
        </div>
      </div>

      {/* Present from the first render, so a message that appears later is announced. */}
      <div role="status" aria-live="polite">
        {loading ? <VisuallyHidden>{words.loading}</VisuallyHidden> : null}
        {message ? (
          <MessageBanner tone={message.tone} role="none">
            {message.text}
          </MessageBanner>
        ) : null}
      </div>
    </section>
  );
}
