import { Button, ErrorState, Skeleton, Tabs } from '@arena/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLoad } from '../../data/useLoad';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { useCurrentUser } from '../../session/CurrentUserProvider';
import { errorMessage } from '@arena/api-client';
import { PageTitle, WidePage as Page } from '../page-layout';
import { PageMeta } from '../PageMeta';
import { ConnectedGamesTab } from './ConnectedGamesTab';
import { PaymentMethodsTab } from './PaymentMethodsTab';
import { PrivacyTab } from './PrivacyTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';

// `payment-methods` is where the card provider's page sends the player back (cardRedirects).
const tabIds = ['profile', 'security', 'games', 'payment-methods', 'privacy'] as const;
type TabId = (typeof tabIds)[number];

/** spec §2 /profile: four tabs, and Privacy (issue 30); a load failure shows an error with Try Again. */
export default function ProfilePage() {
  const api = useApi();
  const { t } = useTranslation();
  const text = useMessageText();
  const [params, setParams] = useSearchParams();
  const { refresh: refreshHeader } = useCurrentUser();
  const profile = useLoad('profile', () => api.profile());
  const tab: TabId = tabIds.find((id) => id === params.get('tab')) ?? 'profile';

  const reloadProfile = profile.reload;
  const changed = useCallback(() => {
    reloadProfile();
    refreshHeader();
  }, [reloadProfile, refreshHeader]);

  return (
    <Page>
      <PageMeta title={t('profile.meta.title')} />
      <PageTitle>{t('profile.title')}</PageTitle>
      {profile.status === 'loading' ? (
        <div aria-busy="true">
          <Skeleton shape="block" blockSize="240px" />
        </div>
      ) : profile.status === 'error' ? (
        <ErrorState
          title={t('profile.loadFailed')}
          body={text(errorMessage(profile.error, 'profile'))}
          action={<Button onClick={profile.reload}>{t('profile.tryAgain')}</Button>}
        />
      ) : (
        <Tabs
          label={t('profile.tabs')}
          selectedId={tab}
          onSelect={(id) => setParams(id === 'profile' ? {} : { tab: id }, { replace: true })}
          items={[
            {
              id: 'profile',
              label: t('profile.tab.profile'),
              content: (
                <ProfileTab
                  key={profile.data.data.user.name}
                  profile={profile.data.data}
                  onChanged={changed}
                />
              ),
            },
            {
              id: 'security',
              label: t('profile.tab.security'),
              content: <SecurityTab user={profile.data.data.user} onChanged={refreshHeader} />,
            },
            {
              id: 'games',
              label: t('profile.tab.games'),
              content: <ConnectedGamesTab onChanged={changed} />,
            },
            {
              id: 'payment-methods',
              label: t('profile.tab.payments'),
              // Mounted only when shown: it loads the cards (and may leave for the provider's page).
              content: tab === 'payment-methods' ? <PaymentMethodsTab /> : null,
            },
            {
              id: 'privacy',
              label: t('profile.tab.privacy'),
              // Mounted only when shown: it reads the wallet and withdrawals to say what deletion loses.
              content:
                tab === 'privacy' ? (
                  <PrivacyTab
                    user={profile.data.data.user}
                    totalChallenges={profile.data.data.stats.totalChallenges}
                  />
                ) : null,
            },
          ]}
        />
      )}
    </Page>
  );
}
