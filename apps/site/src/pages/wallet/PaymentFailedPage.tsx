import { Button, PaymentResult } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageMeta } from '../PageMeta';
import { PageSection } from '../page-layout';

/** spec §2 /payments/failed: the spec's text, Try Again to /store and a link to /wallet. */
export default function PaymentFailedPage() {
  const { t } = useTranslation();
  return (
    <PageSection>
      <PageMeta title={t('payments.failed.meta')} />
      <PaymentResult
        variant="failure"
        title={t('payments.failed.title')}
        body={t('payments.failed.body')}
        actions={
          <>
            <Button as={RouterLink} to={paths.store.pattern}>
              {t('payments.failed.tryAgain')}
            </Button>
            <Button variant="secondary" as={RouterLink} to={paths.wallet.pattern}>
              {t('payments.toWallet')}
            </Button>
          </>
        }
      />
    </PageSection>
  );
}
