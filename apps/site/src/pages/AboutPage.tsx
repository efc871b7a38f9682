import { AboutBody } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { PageMeta } from './PageMeta';
import { HydrationPart } from '../app/HydrationPart';

/** spec §2 /about: a static page: what Arena is, the games (CS2, Valorant, League of Legends, Dota 2…), how it works. */
export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('about.meta.title')} description={t('about.meta.description')} />
      <HydrationPart>
        <AboutBody />
      </HydrationPart>
    </>
  );
}
