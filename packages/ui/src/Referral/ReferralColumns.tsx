import { useTheme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReferralColumnsProps {
  /** The share card and the milestones (the narrower column; first on a phone). */
  aside: ReactNode;
  /** The referral list, under the "Your referrals" heading. */
  children: ReactNode;
}

/**
 * The referral page's two columns (spec §2 /referral): sharing and milestones beside the list of
 * referrals, one column on a phone. Owns the list's heading (referral.list.title).
 */
export function ReferralColumns({ aside, children }: ReferralColumnsProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const headingId = useId();
  const column = { display: 'grid', gap: theme.space[4], minInlineSize: 0 } as const;
  return (
    <div
      css={{
        display: 'grid',
        gap: theme.space[4],
        alignItems: 'start',
        [theme.media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
      }}
    >
      <div css={column}>{aside}</div>
      <section aria-labelledby={headingId} css={column}>
        <h2 id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.xl }}>
          {t('referral.list.title')}
        </h2>
        {children}
      </section>
    </div>
  );
}
