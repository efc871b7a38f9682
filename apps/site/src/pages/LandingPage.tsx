import {
  FinalCall,
  GamesStrip,
  HowItWorks,
  LandingFeatures,
  LandingHero,
  LandingSection,
  StatsSection,
  TopPlayersSection,
} from '@arena/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { HydrationPart } from '../app/HydrationPart';
import { href, paths } from '../app/paths';
import { communityUrl } from '../layout/community';
import { useHydrated } from '../data/useHydrated';
import { useApi } from '../session/ApiContext';
import { useSession } from '../session/SessionProvider';
import { PageMeta } from './PageMeta';
import { useLandingData } from './landing/useLandingData';

export { landingLoader as loader } from './landing/useLandingData';

const joinHref = paths.join.pattern;
const challengesHref = paths.challenges.pattern;
const gameHref = (gameId: string) => href('challengesForGame', { gameId });
const profileHref = (userId: string) => href('publicProfile', { userId });

/**
 * The games, two screens below the first on a phone: their art is drawn once the page is the app's,
 * not sent in the server's HTML, where it was 4 kB of the landing page's brotli and took the page past
 * one TCP window, a round trip more on a slow link (issue 15). Their frames keep the art's place.
 */
function LandingGames() {
  const hydrated = useHydrated();
  return <GamesStrip hrefFor={gameHref} linkAs={RouterLink} artDeferred={!hydrated} />;
}

/**
 * spec §2 landing: the hero with live figures, the dashboard stats, the games, the features, how it
 * works, the top five and a closing call; a `?token=` is stored and sends to /join. A signed-in
 * player is led to the challenges instead of being asked to create an account.
 */
export default function LandingPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn, status } = useSession();
  const token = params.get('token');
  const signedIn = status === 'loggedIn';
  const { now, figures, stats, topPlayers } = useLandingData(api);

  useEffect(() => {
    if (!token) return;
    signIn(token);
    void navigate(paths.join.pattern, { replace: true });
  }, [token, signIn, navigate]);

  const links = { joinHref, challengesHref, linkAs: RouterLink };
  return (
    <>
      <PageMeta title={t('landing.meta.title')} description={t('landing.meta.description')} />
      <HydrationPart>
        <LandingHero signedIn={signedIn} figures={figures} clockStart={now} {...links} />
      </HydrationPart>
      {stats === 'hidden' ? null : (
        <HydrationPart>
          <StatsSection stats={stats} />
        </HydrationPart>
      )}
      <HydrationPart>
        <LandingSection
          titleId="games-title"
          title={t('landing.games.title')}
          intro={t('landing.games.intro')}
        >
          <LandingGames />
        </LandingSection>
      </HydrationPart>
      <HydrationPart>
        <LandingFeatures />
      </HydrationPart>
      <HydrationPart>
        <HowItWorks titleId="how-title" asSection />
      </HydrationPart>
      {topPlayers === 'hidden' ? null : (
        <HydrationPart>
          <TopPlayersSection
            entries={topPlayers}
            hrefFor={profileHref}
            communityUrl={communityUrl}
            challengesHref={challengesHref}
            linkAs={RouterLink}
            fallbackPhotoSrc="/favicon.svg"
          />
        </HydrationPart>
      )}
      <HydrationPart>
        <FinalCall signedIn={signedIn} {...links} />
      </HydrationPart>
    </>
  );
}
