import type { Challenge } from '@arena/contract';
import { challengeFilters, type ChallengeFilter } from '@arena/domain';
import {
  Button,
  ChallengeFilters,
  ChallengeGrid,
  ChallengeGridSkeleton,
  EmptyState,
  MessageBanner,
  Stack,
} from '@arena/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/useMessage';
import type { ChallengeTabId } from './challenge-views';
import type { OlderChallenges } from './useChallengePageFlows';

export interface ChallengeListProps {
  tab: ChallengeTabId;
  loading: boolean;
  /** The tab's cards, sorted. */
  visible: readonly Challenge[];
  /** Mine: the player's own older finished challenges, as "Show older challenges" brought them. */
  olderMine: readonly Challenge[];
  older: OlderChallenges;
  filter: ChallengeFilter;
  onFilter: (filter: ChallengeFilter) => void;
  /** "Eligible for me" (issue 34), offered when the player's bracket for the game is known. */
  eligibleOnly: boolean;
  onEligibleOnly: (checked: boolean) => void;
  knowsBracket: boolean;
  item: (challenge: Challenge) => ReactNode;
}

/** A tab of a game's challenges: the filters (not on Mine), the cards or why there are none, older pages. */
export function ChallengeList({
  tab,
  loading,
  visible,
  olderMine,
  older: [older, sendOlder],
  filter,
  onFilter,
  eligibleOnly,
  onEligibleOnly,
  knowsBracket,
  item,
}: ChallengeListProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  return (
    <Stack gap={4}>
      {tab !== 'mine' ? (
        <ChallengeFilters
          label={t('challenges.filterLabel')}
          options={challengeFilters.map((value) => ({ value, label: t(`challenges.filter.${value}`) }))}
          value={filter}
          onChange={onFilter}
          {...(knowsBracket
            ? {
                toggle: { label: t('challenges.eligible'), checked: eligibleOnly, onChange: onEligibleOnly },
              }
            : {})}
        />
      ) : null}
      {loading ? (
        <ChallengeGridSkeleton count={3} />
      ) : visible.length + olderMine.length === 0 ? (
        <EmptyState
          title={
            tab === 'mine'
              ? t('challenges.empty.mine')
              : filter !== 'all' || eligibleOnly
                ? t('challenges.empty.filter')
                : t('challenges.empty.none')
          }
          body={t('challenges.empty.body')}
        />
      ) : (
        <ChallengeGrid>{[...visible, ...olderMine].map(item)}</ChallengeGrid>
      )}
      {tab === 'mine' && older.context.error ? (
        <MessageBanner tone="error">{text(older.context.error)}</MessageBanner>
      ) : null}
      {tab === 'mine' && older.context.cursor !== null ? (
        <div>
          <Button
            variant="secondary"
            loading={older.hasTag('loading')}
            onClick={() => sendOlder({ type: 'more' })}
          >
            {t('challenges.showOlder')}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
