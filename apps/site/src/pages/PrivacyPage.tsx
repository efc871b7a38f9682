import { MessageBanner } from '@arena/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';
import { LegalPage } from './LegalPage';

/**
 * spec §2 /privacy, with what is kept and the rights to a copy and to erasure (issue 30). A player whose
 * account was just deleted lands here (`?account=deleted`, Profile → Privacy): this browser forgets the
 * session and the page says goodbye first.
 */
export default function PrivacyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { status, signOut } = useSession();
  const deleted = params.get('account') === 'deleted';
  useEffect(() => {
    if (deleted && status === 'loggedIn') signOut();
  }, [deleted, status, signOut]);
  return (
    <>
      {deleted ? (
        <div css={{ maxInlineSize: '48rem', margin: '1rem auto 0', paddingInline: '1rem' }}>
          <MessageBanner tone="success" role="status">
            {t('privacy.goodbye')}
          </MessageBanner>
        </div>
      ) : null}
      <LegalPage page="privacy" />
    </>
  );
}
