import { NotFound } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../app/paths';
import { PageMeta } from './PageMeta';

/** spec §2: a 404 page with Go Back and Return Home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageMeta title={t('notFound.meta.title')} />
      <NotFound onBack={() => void navigate(-1)} onHome={() => void navigate(paths.home.pattern)} />
    </>
  );
}
