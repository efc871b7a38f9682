import { formatCount, formatUsdCents } from '@arena/domain';
import { useTranslation } from 'react-i18next';
import { StatsStrip } from '../StatsStrip';
import { LandingSection } from './LandingSection';

/** The public dashboard's figures (spec §2 landing); prizes in USD cents. */
export interface LandingStats {
  uniqueParticipants: number;
  prizesPaidCents: number;
  completedChallenges: number;
}

export interface StatsSectionProps {
  /** null while loading. */
  stats: LandingStats | null;
}

/** "Arena in numbers": unique participants, prize value dispersed and completed challenges. Owns its words. */
export function StatsSection({ stats }: StatsSectionProps) {
  const { t } = useTranslation();
  return (
    <LandingSection titleId="stats-title" title={t('landing.stats.title')}>
      <StatsStrip
        loading={!stats}
        loadingCount={3}
        items={
          stats
            ? [
                {
                  id: 'participants',
                  label: t('landing.stats.participants'),
                  value: formatCount(stats.uniqueParticipants),
                },
                {
                  id: 'prizes',
                  label: t('landing.stats.prizes'),
                  value: formatUsdCents(stats.prizesPaidCents),
                },
                {
                  id: 'completed',
                  label: t('landing.stats.completed'),
                  value: formatCount(stats.completedChallenges),
                },
              ]
            : []
        }
      />
    </LandingSection>
  );
}
