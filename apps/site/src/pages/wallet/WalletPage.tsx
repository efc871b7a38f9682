import { Button, WalletBalances } from '@arena/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useWallet } from '../../session/WalletProvider';
import { PageMeta } from '../PageMeta';
import { PageTitle, WidePage } from '../page-layout';
import { formatCount } from '../store/money-format';
import { PassportSection } from './PassportSection';
import { RecentWithdrawals } from './RecentWithdrawals';
import { WithdrawalSection } from './WithdrawalSection';

/**
 * spec §2 /wallet: the GCoin card with purchase-more, the crystal card, the passport status card, the
 * way to the history and the crystal withdrawal, then the timeline of recent withdrawals (issue 34).
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
  // Each withdrawal accepted on this page reloads the timeline of recent withdrawals (issue 34).
  const [withdrawals, setWithdrawals] = useState(0);
  const withdrawn = useCallback(() => setWithdrawals((count) => count + 1), []);
  return (
    <WidePage>
      <PageMeta title={t('wallet.meta.title')} />
      <PageTitle>{t('wallet.title')}</PageTitle>
      <WalletBalances
        gCoins={balances.gCoinsAvailable}
        crystals={balances.crystalsAvailable}
        loading={loading}
        storeHref={paths.store.pattern}
        linkAs={RouterLink}
        format={formatCount}
      />
      {/* #passport: where a passport notification leads (decision 0047); clear of the sticky header. */}
      <div id="passport" css={{ scrollMarginBlockStart: '6rem' }}>
        <PassportSection
          dialogOpen={passportDialogOpen}
          onDialogOpenChange={setPassportDialogOpen}
          onVerified={passportVerified}
        />
      </div>
      <div>
        <Button variant="secondary" as={RouterLink} to={paths.walletTransactions.pattern}>
          {t('wallet.history')}
        </Button>
      </div>
      <WithdrawalSection
        onVerificationRequired={openPassportDialog}
        passportVerifications={verifiedCount}
        onWithdrawn={withdrawn}
      />
      <RecentWithdrawals withdrawals={withdrawals} />
    </WidePage>
  );
}
