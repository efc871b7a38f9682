import { css, useTheme } from '@emotion/react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { ErrorState } from '../EmptyState';
import { Icon } from '../Icon';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';

export interface ViewedFile {
  /** An object URL (the caller fetched the file with the operator's token) or any URL. */
  url: string;
  mimeType: string;
  name: string;
}

/** The viewer's own words (admin.passports.viewer.*, issue 32). */
interface FileViewerWords {
  /** Names the toolbar, e.g. 'Image controls'. */
  toolbar: string;
  zoomIn: string;
  zoomOut: string;
  /** e.g. 'Fit'. */
  resetZoom: string;
  /** e.g. 'Rotate 90°'. */
  rotate: string;
  /** e.g. (125) => 'Zoom 125%'. */
  zoomLevel: (percent: number) => string;
  /** e.g. (name) => `Download ${name}`. */
  download: (name: string) => string;
  /** Names the scrollable view, e.g. (name) => `Preview of ${name}`. */
  preview: (name: string) => string;
  loading: string;
  errorTitle: string;
  /** Under the error title, e.g. 'Download the file or try again.' */
  errorBody?: string;
  retry: string;
  /** When the browser cannot show the PDF inline, e.g. 'This browser cannot show PDF files here.' */
  pdfFallback: string;
  /** For files that are neither images nor PDF. */
  unsupported: string;
}

export interface FileViewerProps {
  /** Null while the caller is still fetching the file. */
  file: ViewedFile | null;
  /** The caller's fetch failed (the viewer also shows this when the image cannot be decoded). */
  error?: ReactNode;
  onRetry?: () => void;
  /** Block size of the view. Default '26rem'. */
  height?: string;
}

export const zoomSteps = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
const fitIndex = zoomSteps.indexOf(1);

/**
 * Shows an uploaded file to an operator: images fit the view and can be zoomed, reset and turned
 * by quarter turns (buttons, or + - 0 R on the focused view); PDF files are embedded with a
 * download link beside them for browsers that cannot show them.
 */
export function FileViewer({ file, error, onRetry, height = '26rem' }: FileViewerProps) {
  const { t } = useTranslation();
  const words: FileViewerWords = {
    toolbar: t('admin.passports.viewer.toolbar'),
    zoomIn: t('admin.passports.viewer.zoomIn'),
    zoomOut: t('admin.passports.viewer.zoomOut'),
    resetZoom: t('admin.passports.viewer.resetZoom'),
    rotate: t('admin.passports.viewer.rotate'),
    zoomLevel: (percent) => t('admin.passports.viewer.zoomLevel', { percent }),
    download: (name) => t('admin.passports.viewer.download', { name }),
    preview: (name) => t('admin.passports.viewer.preview', { name }),
    loading: t('admin.passports.viewer.loading'),
    errorTitle: t('admin.passports.viewer.errorTitle'),
    errorBody: t('admin.passports.viewer.errorBody'),
    retry: t('admin.common.retry'),
    pdfFallback: t('admin.passports.viewer.pdfFallback'),
    unsupported: t('admin.passports.viewer.unsupported'),
  };
  const theme = useTheme();
  const [zoomIndex, setZoomIndex] = useState(fitIndex);
  const [turns, setTurns] = useState(0);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [shownUrl, setShownUrl] = useState(file?.url ?? null);
  const [natural, setNatural] = useState<{ url: string; width: number; height: number } | null>(null);
  const [viewSize, setViewSize] = useState<{ width: number; height: number } | null>(null);
  const viewRef = useRef<HTMLDivElement>(null);

  // A new file starts fitted and upright (adjusting state to a prop change, during render).
  if ((file?.url ?? null) !== shownUrl) {
    setShownUrl(file?.url ?? null);
    setZoomIndex(fitIndex);
    setTurns(0);
  }

  const zoom = zoomSteps[zoomIndex] ?? 1;
  const isImage = file?.mimeType.startsWith('image/') ?? false;

  // The view's inner size, so "fit" can be worked out for either orientation.
  useEffect(() => {
    const element = viewRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setViewSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isImage, file]);
  const isPdf = file?.mimeType === 'application/pdf';
  const failed = error !== undefined || (file !== null && failedUrl === file.url);
  const imageLoading = file !== null && isImage && natural?.url !== file.url && !failed;

  const zoomIn = () => setZoomIndex((index) => Math.min(zoomSteps.length - 1, index + 1));
  const zoomOut = () => setZoomIndex((index) => Math.max(0, index - 1));
  const reset = () => {
    setZoomIndex(fitIndex);
    setTurns(0);
  };
  const rotate = () => setTurns((turn) => (turn + 1) % 4);

  const onViewKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isImage || event.ctrlKey || event.metaKey || event.altKey) return;
    const actions: Record<string, () => void> = {
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
      '0': reset,
      r: rotate,
      R: rotate,
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const frame = css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
    min-inline-size: 0;
  `;
  const view = css`
    position: relative;
    block-size: ${height};
    overflow: auto;
    border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    &:focus-visible {
      outline: ${theme.borderWidths.focus} solid ${theme.colors.focusRing};
      outline-offset: 2px;
    }
  `;

  if (failed) {
    return (
      <div css={frame}>
        <ErrorState
          headingLevel={3}
          title={words.errorTitle}
          body={error ?? words.errorBody}
          action={
            onRetry ? (
              <Button variant="secondary" onClick={onRetry}>
                {words.retry}
              </Button>
            ) : undefined
          }
        />
        {file ? <DownloadLink file={file} label={words.download(file.name)} /> : null}
      </div>
    );
  }

  if (file === null) {
    return (
      <div css={frame}>
        <div role="status" aria-busy="true" css={[view, { padding: theme.space[4] }]}>
          <VisuallyHidden>{words.loading}</VisuallyHidden>
          <Skeleton shape="block" blockSize="100%" />
        </div>
      </div>
    );
  }

  const quarter = turns % 2 === 1;
  // Fit: the largest size at which the turned image fits the view; zoom multiplies it.
  const size =
    natural && natural.url === file.url && viewSize
      ? (() => {
          const turnedWidth = quarter ? natural.height : natural.width;
          const turnedHeight = quarter ? natural.width : natural.height;
          const fit = Math.min(viewSize.width / turnedWidth, viewSize.height / turnedHeight);
          const scale = fit * zoom;
          return {
            width: natural.width * scale,
            height: natural.height * scale,
            boxWidth: turnedWidth * scale,
            boxHeight: turnedHeight * scale,
          };
        })()
      : null;

  return (
    <div css={frame}>
      {isImage ? (
        <div
          role="toolbar"
          aria-label={words.toolbar}
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: ${theme.space[2]};
          `}
        >
          <Button
            variant="secondary"
            size="sm"
            onClick={zoomOut}
            disabled={zoomIndex === 0}
            aria-label={words.zoomOut}
          >
            <Glyph d="M5 12h14" />
          </Button>
          <output
            aria-live="polite"
            css={css`
              min-inline-size: 4.5ch;
              text-align: center;
              font-variant-numeric: tabular-nums;
              color: ${theme.colors.textMuted};
              font-size: ${theme.fontSizes.sm};
            `}
          >
            <span aria-hidden="true">
              <bdi>{Math.round(zoom * 100)}%</bdi>
            </span>
            <VisuallyHidden>{words.zoomLevel(Math.round(zoom * 100))}</VisuallyHidden>
          </output>
          <Button
            variant="secondary"
            size="sm"
            onClick={zoomIn}
            disabled={zoomIndex === zoomSteps.length - 1}
            aria-label={words.zoomIn}
          >
            <Glyph d="M5 12h14M12 5v14" />
          </Button>
          <Button variant="secondary" size="sm" onClick={reset}>
            {words.resetZoom}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={rotate}
            icon={<Glyph d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />}
          >
            {words.rotate}
          </Button>
        </div>
      ) : null}

      {isImage ? (
        // The view scrolls when zoomed in; it takes the keyboard to scroll and for + - 0 R.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          role="region"
          aria-label={words.preview(file.name)}
          aria-busy={imageLoading || undefined}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          onKeyDown={onViewKeyDown}
          ref={viewRef}
          css={[view, { padding: theme.space[3], scrollbarGutter: 'stable' }]}
        >
          {imageLoading ? (
            <div css={{ position: 'absolute', inset: theme.space[3] }}>
              <VisuallyHidden>{words.loading}</VisuallyHidden>
              <Skeleton shape="block" blockSize="100%" />
            </div>
          ) : null}
          <div
            css={css`
              display: grid;
              place-items: center;
              min-inline-size: 100%;
              min-block-size: 100%;
              inline-size: ${size ? `${size.boxWidth}px` : '100%'};
              block-size: ${size ? `${size.boxHeight}px` : '100%'};
            `}
          >
            <div
              css={css`
                position: relative;
                inline-size: ${size ? `${size.boxWidth}px` : '100%'};
                block-size: ${size ? `${size.boxHeight}px` : '100%'};
              `}
            >
              <img
                src={file.url}
                alt={file.name}
                data-zoom={zoom}
                data-turns={turns}
                onLoad={(event) =>
                  setNatural({
                    url: file.url,
                    width: event.currentTarget.naturalWidth || 1,
                    height: event.currentTarget.naturalHeight || 1,
                  })
                }
                onError={() => setFailedUrl(file.url)}
                css={css`
                  /* Centred by physical offsets: centring reads the same in both directions. */
                  position: absolute;
                  left: 50%;
                  top: 50%;
                  inline-size: ${size ? `${size.width}px` : 'auto'};
                  block-size: ${size ? `${size.height}px` : 'auto'};
                  max-inline-size: none;
                  transform: translate(-50%, -50%) rotate(${turns * 90}deg);
                  transition: transform ${theme.durations.base};
                  visibility: ${size ? 'visible' : 'hidden'};
                  @media (prefers-reduced-motion: reduce) {
                    transition: none;
                  }
                `}
              />
            </div>
          </div>
        </div>
      ) : isPdf ? (
        <div css={[view, { overflow: 'hidden' }]}>
          <object
            data={file.url}
            type="application/pdf"
            aria-label={words.preview(file.name)}
            css={{ display: 'block', inlineSize: '100%', blockSize: '100%' }}
          >
            <p css={{ margin: 0, padding: theme.space[4], color: theme.colors.textMuted }}>
              {words.pdfFallback}
            </p>
          </object>
        </div>
      ) : (
        <p css={{ margin: 0, color: theme.colors.textMuted }}>{words.unsupported}</p>
      )}

      <DownloadLink file={file} label={words.download(file.name)} />
    </div>
  );
}

function DownloadLink({ file, label }: { file: ViewedFile; label: string }) {
  return (
    <Button
      href={file.url}
      download={file.name}
      variant="ghost"
      size="sm"
      icon={<Glyph d="M12 4v11M7 10l5 5 5-5M5 20h14" />}
    >
      {label}
    </Button>
  );
}

function Glyph({ d }: { d: string }) {
  return (
    <Icon size="1.25em">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        <path d={d} />
      </svg>
    </Icon>
  );
}
