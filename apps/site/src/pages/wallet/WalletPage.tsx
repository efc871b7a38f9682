import styled from '@emotion/styled';
import { Button, WalletCard } from '@arena/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useWallet } from '../../session/WalletProvider';
import { PageMeta } from '../PageMeta';
import { WidePage } from '../page-layout';
import { formatCount } from '../store/money-format';
import { PassportSection } from './PassportSection';
import { WithdrawalSection } from './WithdrawalSection';

const Title = styled.h1(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.xxl,
}));
const Cards = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  [theme.media.tablet]: { gridTemplateColumns: '1fr 1fr' },
}));

/**
 * spec §2 /wallet: the GCoin card with purchase-more, the crystal card, the passport status card, the
 * way to the history and the crystal withdrawal.
 */
export default function WalletPage() {
  const { t } = useTranslation();
  const { balances, loading } = useWallet();
  // The passport upload dialog: opened by the status card, and by the withdrawal's verification gate.
  const [passportDialogOpen, setPassportDialogOpen] = useState(false);
  const openPassportDialog = useCallback(() => setPassportDialogOpen(true), []);
  // A passport verified in the dialog lets the withdrawal panel check its eligibility again.
  const [verifiedCount, setVerifiedCount] = useState(0);
  const passportVerified = useCallback(() => setVerifiedCount((count) => count + 1), []);
  return (
    <WidePage>
      <PageMeta title={t('wallet.meta.title')} />
      <Title>{t('wallet.title')}</Title>
      <Cards>
        <WalletCard
          currency="gcoin"
          title={t('wallet.gCoins')}
          amount={balances.gCoinsAvailable}
          amountLabel={t('wallet.gCoinsAmount', {
            count: balances.gCoinsAvailable,
            formatted: formatCount(balances.gCoinsAvailable),
          })}
          format={formatCount}
          caption={t('wallet.gCoinsCaption')}
          loading={loading}
          loadingLabel={t('wallet.loading')}
          actions={
            <Button as={RouterLink} to={paths.store.pattern}>
              {t('wallet.purchaseMore')}
            </Button>
          }
        />
        <WalletCard
          currency="crystal"
          title={t('wallet.crystals')}
          amount={balances.crystalsAvailable}
          amountLabel={t('wallet.crystalsAmount', {
            count: balances.crystalsAvailable,
            formatted: formatCount(balances.crystalsAvailable),
          })}
          format={formatCount}
          caption={t('wallet.crystalsCaption')}
          loading={loading}
          loadingLabel={t('wallet.loading')}
          actions={
            <Button variant="secondary" as={RouterLink} to={paths.store.pattern}>
              {t('wallet.exchange')}
            </Button>
          }
        />
      </Cards>
      <PassportSection
        dialogOpen={passportDialogOpen}
        onDialogOpenChange={setPassportDialogOpen}
        onVerified={passportVerified}
      />
      <div>
        <Button variant="secondary" as={RouterLink} to={paths.walletTransactions.pattern}>
          {t('wallet.history')}
        </Button>
      </div>
      <WithdrawalSection onVerificationRequired={openPassportDialog} passportVerifications={verifiedCount} />
    </WidePage>
  );
}
