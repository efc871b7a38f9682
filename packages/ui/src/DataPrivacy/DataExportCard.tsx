import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { MessageBanner } from '../MessageBanner';
import { SettingsSection } from '../SettingsSection';

export type DataExportStatus = 'idle' | 'downloading' | 'done' | 'failed';

export interface DataExportCardProps {
  /** Download my data: the site asks for the file and saves it. */
  onDownload: () => void;
  status?: DataExportStatus;
  /** Why the last download failed, when the server said (else the card's own words). */
  error?: ReactNode;
}

const items = ['itemProfile', 'itemGames', 'itemMoney', 'itemChallenges', 'itemActivity'] as const;

/** Profile → Privacy: what the export file holds, and the button that downloads it (issue 30). */
export function DataExportCard({ onDownload, status = 'idle', error }: DataExportCardProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const busy = status === 'downloading';
  return (
    <SettingsSection title={t('profile.privacy.export.title')}>
      <div css={{ display: 'grid', gap: theme.space[4], justifyItems: 'start' }}>
        <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('profile.privacy.export.body')}</p>
        <ul css={{ margin: 0, paddingInlineStart: theme.space[5], display: 'grid', gap: theme.space[1] }}>
          {items.map((item) => (
            <li key={item}>{t(`profile.privacy.export.${item}`)}</li>
          ))}
        </ul>
        <Button variant="secondary" loading={busy} onClick={onDownload}>
          {t('profile.privacy.export.download')}
        </Button>
        <div aria-live="polite" css={{ display: 'contents' }}>
          {busy ? <p css={{ margin: 0 }}>{t('profile.privacy.export.downloading')}</p> : null}
          {status === 'done' ? (
            <MessageBanner tone="success" role="none">
              {t('profile.privacy.export.done')}
            </MessageBanner>
          ) : null}
        </div>
        {status === 'failed' ? (
          <MessageBanner tone="error">{error ?? t('profile.privacy.export.failed')}</MessageBanner>
        ) : null}
      </div>
    </SettingsSection>
  );
}
