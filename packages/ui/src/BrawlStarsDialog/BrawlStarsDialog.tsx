import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { CopyButton } from '../CopyButton';
import { Dialog } from '../Dialog';
import { Link } from '../Link';
import { MessageBanner } from '../MessageBanner';
import { TextField } from '../TextField';

/** The second step (decision 0015): the code the player puts into their in-game name, then Verify. */
export interface BrawlStarsCodeStep {
  /** e.g. 'AR-7KQ2'. Shown as is, left to right in every language. */
  code: string;
  /** Which account the code proves, as the server wrote it, e.g. '#2PPQ'. */
  playerTag: string;
  /** How long the code works (contract brawlStarsClaimLifetimeMinutes), said in the last step. */
  lifetimeMinutes: number;
  /** Copies the code (the clipboard is the caller's). */
  onCopy: () => void | Promise<unknown>;
  onVerify: () => void;
  /** Back to the tag ('Change tag'). */
  onBack: () => void;
  /** Sandbox mode: the sandbox game's page where the player changes their name. */
  sandboxProfileUrl?: string;
}

export interface BrawlStarsDialogProps {
  open: boolean;
  /** The tag without its # (the brawlStarsLink machine strips it, spec §5). */
  tag: string;
  onTagChange: (value: string) => void;
  /** Connect is disabled while the tag is blank (spec §5). */
  canConnect: boolean;
  onConnect: () => void;
  onClose: () => void;
  /** A call is running (asking for the code, or verifying): the buttons wait. */
  linking?: boolean;
  /** A validation message or the server's words (spec §8), shown in the dialog. */
  error?: ReactNode;
  /** Set once the code is issued: the dialog shows it instead of the tag field. */
  codeStep?: BrawlStarsCodeStep | null;
}

/**
 * Links a Brawl Stars account by player tag (the # is a fixed prefix), then proves it is the player's:
 * the dialog shows a short code to put into the in-game name, and Verify links once the game shows it.
 * It says its own words (challenges.brawl.* in the locale files, issue 32); the page gives the data.
 */
export function BrawlStarsDialog({
  open,
  tag,
  onTagChange,
  canConnect,
  onConnect,
  onClose,
  linking = false,
  error,
  codeStep = null,
}: BrawlStarsDialogProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const close = () => {
    if (!linking) onClose();
  };
  const actions = codeStep ? (
    <>
      <Button variant="secondary" disabled={linking} onClick={codeStep.onBack}>
        {t('challenges.brawl.changeTag')}
      </Button>
      <Button loading={linking} onClick={() => !linking && codeStep.onVerify()}>
        {t('challenges.brawl.verify')}
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" disabled={linking} onClick={close}>
        {t('common.cancel')}
      </Button>
      <Button loading={linking} disabled={!canConnect && !linking} onClick={onConnect}>
        {t('challenges.brawl.connect')}
      </Button>
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('challenges.brawl.title')}
      description={codeStep ? undefined : t('challenges.brawl.description')}
      closeOnBackdrop={!linking}
      actions={actions}
    >
      {codeStep ? (
        <CodeStep step={codeStep} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (canConnect && !linking) onConnect();
          }}
          css={css`
            display: grid;
            grid-template-columns: auto minmax(0, 1fr);
            align-items: end;
            gap: ${theme.space[2]};
          `}
        >
          <span
            aria-hidden="true"
            css={css`
              display: inline-grid;
              place-items: center;
              min-block-size: 48px;
              padding-inline: ${theme.space[3]};
              border-radius: ${theme.radii.md};
              background: ${theme.colors.surface};
              color: ${theme.colors.textMuted};
              font-weight: 700;
            `}
          >
            #
          </span>
          <TextField
            label={t('challenges.brawl.tag')}
            value={tag}
            autoComplete="off"
            disabled={linking}
            onChange={(value) => onTagChange(value)}
          />
        </form>
      )}
      {error ? <MessageBanner tone="error">{error}</MessageBanner> : null}
    </Dialog>
  );
}

function CodeStep({ step }: { step: BrawlStarsCodeStep }) {
  const theme = useTheme();
  const { t } = useTranslation();
  const instructions = [
    t('challenges.brawl.stepName'),
    t('challenges.brawl.stepVerify'),
    t('challenges.brawl.stepAfter', { minutes: step.lifetimeMinutes }),
  ];
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[3]};
      `}
    >
      <p
        css={css`
          margin: 0;
          color: ${theme.colors.textMuted};
        `}
      >
        {t('challenges.brawl.player')} <bdi dir="ltr">{step.playerTag}</bdi>
      </p>
      <div
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          gap: ${theme.space[3]};
          padding: ${theme.space[3]} ${theme.space[4]};
          border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
          border-radius: ${theme.radii.md};
          background: ${theme.colors.surface};
        `}
      >
        <div>
          <div
            css={css`
              font-size: ${theme.fontSizes.sm};
              color: ${theme.colors.textMuted};
            `}
          >
            {t('challenges.brawl.codeLabel')}
          </div>
          {/* A code reads left to right in every language; bdi keeps it whole inside RTL text. */}
          <bdi
            dir="ltr"
            css={css`
              display: block;
              font-family: ${theme.fonts.display};
              font-size: ${theme.fontSizes.xl};
              white-space: nowrap;
              font-weight: 700;
              letter-spacing: 0.08em;
              color: ${theme.colors.text};
            `}
          >
            {step.code}
          </bdi>
        </div>
        <CopyButton
          label={t('challenges.brawl.copyCode')}
          copiedLabel={t('challenges.brawl.copied')}
          onCopy={step.onCopy}
        />
      </div>
      <ol
        css={css`
          margin: 0;
          padding-inline-start: ${theme.space[5]};
          display: grid;
          gap: ${theme.space[2]};
        `}
      >
        {instructions.map((instruction, index) => (
          <li key={index}>{instruction}</li>
        ))}
      </ol>
      {step.sandboxProfileUrl ? (
        <p
          css={css`
            margin: 0;
          `}
        >
          <Link href={step.sandboxProfileUrl} external externalLabel={t('common.opensInNewTab')}>
            {t('challenges.brawl.sandboxLink')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
