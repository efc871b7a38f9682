import { css, useTheme } from '@emotion/react';
import { fileSizeInMegabytes } from '@arena/domain';
import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { MessageBanner } from '../MessageBanner';
import { Spinner } from '../Spinner';
import { FileField } from '../FileField';
import { DocumentIcon, LockIcon } from '../Icon';
import { usePassportBannerWords, usePassportDialogWords, type PassportUploadBanner } from './passportWords';

export type { PassportUploadBanner } from './passportWords';

/** What the preview shows of the chosen file (spec §2: file name and size in MB). */
export interface PassportPreview {
  name: string;
  sizeBytes: number;
  /** An object URL of an image to show; a PDF shows an icon instead. */
  imageUrl?: string | null;
}

export interface PassportUploadDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * `choose`: tips, the chooser or the preview, Upload. `result`: the status banner only (with Try
   * again when `onTryAgain` is given, spec §4 rejected).
   */
  view: 'choose' | 'result';
  file: PassportPreview | null;
  /** Why the chosen file was refused (spec §5), shown under the chooser. */
  fileError?: ReactNode;
  /** The upload runs: the button spins and nothing else can be pressed. */
  uploading?: boolean;
  /** The status banner: the result, or why the upload failed. */
  banner?: PassportUploadBanner | null;
  onFileChosen: (file: File) => void;
  onRemove: () => void;
  onUpload: () => void;
  onTryAgain?: () => void;
}

/** spec §5: JPEG, JPG, PNG, WEBP or PDF (the machine checks again; this only filters the picker). */
const accept = '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';

/**
 * The passport upload dialog of /wallet (spec §2): description, five photo tips, a dashed file
 * chooser (FileField: a button in the reader's language opens the picker; files can be dropped too),
 * the preview with name and size in MB, remove, upload with a spinner, the status banner, try again
 * on rejection and the privacy note.
 */
export function PassportUploadDialog({
  open,
  onClose,
  view,
  file,
  fileError,
  uploading = false,
  banner,
  onFileChosen,
  onRemove,
  onUpload,
  onTryAgain,
}: PassportUploadDialogProps) {
  const labels = usePassportDialogWords();
  const bannerWords = usePassportBannerWords();
  const shown = banner ? bannerWords(banner) : null;
  const theme = useTheme();
  const tipsId = useId();

  const close = () => {
    if (!uploading) onClose();
  };
  const actions =
    view === 'result' ? (
      <>
        <Button variant="secondary" onClick={close}>
          {labels.done}
        </Button>
        {onTryAgain ? <Button onClick={onTryAgain}>{labels.tryAgain}</Button> : null}
      </>
    ) : (
      <>
        <Button variant="secondary" disabled={uploading} onClick={close}>
          {labels.cancel}
        </Button>
        <Button
          loading={uploading}
          disabled={!file && !uploading}
          onClick={() => {
            if (file && !uploading) onUpload();
          }}
        >
          {labels.upload}
        </Button>
      </>
    );

  const muted = css`
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `;

  return (
    <Dialog
      open={open}
      onClose={close}
      title={labels.title}
      description={labels.description}
      closeLabel={labels.close}
      closeOnBackdrop={!uploading}
      actions={actions}
    >
      {view === 'choose' ? (
        <>
          <section
            aria-labelledby={tipsId}
            css={css`
              padding: ${theme.space[3]} ${theme.space[4]};
              border-radius: ${theme.radii.md};
              background: ${theme.colors.surface};
            `}
          >
            <h3
              id={tipsId}
              css={{
                margin: `0 0 ${theme.space[2]}`,
                fontSize: theme.fontSizes.md,
                fontWeight: theme.fontWeights.semibold,
              }}
            >
              {labels.tipsTitle}
            </h3>
            <ul
              css={css`
                margin: 0;
                padding-inline-start: ${theme.space[5]};
                display: grid;
                gap: ${theme.space[1]};
                color: ${theme.colors.textMuted};
                font-size: ${theme.fontSizes.sm};
              `}
            >
              {labels.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>

          {file ? (
            <div
              css={css`
                display: flex;
                align-items: center;
                gap: ${theme.space[3]};
                padding: ${theme.space[3]};
                border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
                border-radius: ${theme.radii.md};
                background: ${theme.colors.surface};
              `}
            >
              {file.imageUrl ? (
                <img
                  src={file.imageUrl}
                  alt={labels.previewAlt}
                  css={css`
                    inline-size: 72px;
                    block-size: 72px;
                    object-fit: cover;
                    flex-shrink: 0;
                    border-radius: ${theme.radii.sm};
                    background: ${theme.colors.surfaceRaised};
                  `}
                />
              ) : (
                <span
                  css={css`
                    display: inline-grid;
                    place-items: center;
                    inline-size: 72px;
                    block-size: 72px;
                    flex-shrink: 0;
                    border-radius: ${theme.radii.sm};
                    background: ${theme.colors.surfaceRaised};
                    color: ${theme.colors.accent};
                  `}
                >
                  <DocumentIcon />
                </span>
              )}
              <div css={{ flex: 1, minInlineSize: 0, display: 'grid', gap: theme.space[0.5] }}>
                {/* A file name keeps its own direction inside Arabic or Urdu text. */}
                <bdi
                  css={css`
                    display: block;
                    overflow-wrap: anywhere;
                    font-weight: ${theme.fontWeights.semibold};
                  `}
                >
                  {file.name}
                </bdi>
                <span css={muted}>{labels.fileSize(fileSizeInMegabytes(file.sizeBytes))}</span>
              </div>
              <Button variant="ghost" size="sm" disabled={uploading} onClick={onRemove}>
                {labels.remove}
              </Button>
            </div>
          ) : (
            <FileField
              variant="dropzone"
              label={labels.chooseFile}
              hint={labels.chooseFileHint}
              {...(labels.dropHint ? { dropHint: labels.dropHint } : {})}
              accept={accept}
              error={fileError}
              onFile={onFileChosen}
            />
          )}
          {uploading ? (
            <p css={[muted, { display: 'flex', alignItems: 'center', gap: theme.space[2] }]}>
              <Spinner size="sm" />
              <span role="status">{labels.uploading}</span>
            </p>
          ) : null}
        </>
      ) : null}

      {shown ? (
        <MessageBanner tone={shown.tone} title={shown.title}>
          {shown.message}
        </MessageBanner>
      ) : null}

      <p css={[muted, { display: 'flex', alignItems: 'flex-start', gap: theme.space[2] }]}>
        <span css={{ display: 'inline-flex', paddingBlockStart: theme.space[0.5] }}>
          <LockIcon />
        </span>
        <span>{labels.privacy}</span>
      </p>
    </Dialog>
  );
}
