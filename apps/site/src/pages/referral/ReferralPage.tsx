import { errorMessage } from '@arena/api-client';
import { referralRewardForClaim } from '@arena/domain';
import { referralClaimMachine } from '@arena/machines';
import {
  Button,
  MessageBanner,
  ReferralClaimDialog,
  ReferralColumns,
  ReferralList,
  ReferralMilestones,
  ReferralShareCard,
} from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useLoad } from '../../data/useLoad';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { useCurrentUser } from '../../session/CurrentUserProvider';
import { useSession } from '../../session/SessionProvider';
import { useWallet } from '../../session/WalletProvider';
import { PageMeta } from '../PageMeta';
import { Lead, PageTitle, WidePage } from '../page-layout';
import { formatCount } from '../store/money-format';
import { useBrowserShare } from '../use-browser-share';

/**
 * spec §2 Referral (/referral): the milestone progress bar, the QR code and link with share and copy, the
 * list of referrals with their claim buttons and the claim confirmation dialog (spec §4 Referral rows).
 */
export default function ReferralPage() {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const { userId } = useSession();
  const { refresh: refreshWallet } = useWallet();
  const { refresh: refreshPlayer } = useCurrentUser();
  const api = useApi();

  const share = useLoad(`share:${userId}`, () => api.referralShare());
  const referrals = useLoad(`referrals:${userId}`, () => api.referrals());
  const reloadReferrals = referrals.reload;

  const claimMachine = useMemo(
    () =>
      referralClaimMachine.provide({
        actions: {
          refreshWallet: () => void refreshWallet(),
          reloadReferrals: () => reloadReferrals(),
          refreshPlayer: () => refreshPlayer(),
        },
        actors: {
          claimReferral: fromPromise(async ({ input }) => {
            try {
              return await api.claimReferral(input.referredUserId);
            } catch (error) {
              throw errorMessage(error, 'claimReferral');
            }
          }),
        },
      }),
    [api, refreshWallet, reloadReferrals, refreshPlayer],
  );
  const [claim, sendClaim] = useMachine(claimMachine);

  const [shareState, sendShare] = useBrowserShare();

  const dates = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'short', day: 'numeric' }),
    [i18n.language],
  );

  if (claim.matches('unauthorized')) return <Navigate to={paths.join.pattern} replace />;

  const list = referrals.status === 'ready' ? referrals.data.referrals : [];
  const claimedCount = list.filter((referral) => referral.claimed).length;
  const nextClaimNumber = claimedCount + 1;
  const request = claim.context.request;
  const dialogOpen = claim.matches('confirming') || claim.matches('claiming') || claim.matches('failed');
  const result = claim.matches('claimed') ? claim.context.result : null;

  const link = share.status === 'ready' ? share.data.data.referralLink : '';
  const shareTarget = {
    url: link,
    title: t('referral.share.shareTitle'),
    text: t('referral.share.shareText'),
  };
  const shareLink = () => sendShare({ type: 'share', ...shareTarget });
  const shareMessage = shareState.matches('failed')
    ? { tone: 'error' as const, text: text(shareState.context.error) ?? '' }
    : shareState.matches('copied') && shareState.context.via === 'share'
      ? { tone: 'success' as const, text: t('referral.share.copiedInstead') }
      : null;

  return (
    <WidePage>
      <PageMeta title={t('referral.meta.title')} description={t('referral.meta.description')} />
      <PageTitle>{t('referral.title')}</PageTitle>
      <Lead>{t('referral.intro')}</Lead>
      {result ? (
        <MessageBanner
          tone="success"
          action={
            <Button variant="secondary" size="sm" onClick={() => sendClaim({ type: 'dismiss' })}>
              {t('referral.claim.dismiss')}
            </Button>
          }
        >
          {t('referral.claim.success', {
            crystals: formatCount(result.crystals),
            xp: formatCount(result.xp),
          })}
        </MessageBanner>
      ) : null}
      <ReferralColumns
        aside={
          <>
            {share.status === 'error' ? (
              <MessageBanner
                tone="error"
                title={t('referral.share.error')}
                action={
                  <Button variant="secondary" size="sm" onClick={share.reload}>
                    {t('referral.share.retry')}
                  </Button>
                }
              >
                {text(errorMessage(share.error, 'referralShare'))}
              </MessageBanner>
            ) : (
              <ReferralShareCard
                link={link}
                qrCode={share.status === 'ready' ? share.data.data.qrCode : ''}
                loading={share.status === 'loading'}
                copied={shareState.matches('copied') && shareState.context.via === 'copy'}
                message={shareMessage}
                onShare={shareLink}
                onCopy={() => sendShare({ type: 'copy', url: link })}
              />
            )}
            <ReferralMilestones claimedCount={claimedCount} format={formatCount} />
          </>
        }
      >
        <ReferralList
          referrals={list}
          loading={referrals.status === 'loading'}
          error={referrals.status === 'error' ? text(errorMessage(referrals.error, 'referrals')) : undefined}
          onRetry={referrals.reload}
          emptyAction={
            link ? <Button onClick={shareLink}>{t('referral.list.emptyAction')}</Button> : undefined
          }
          formatDate={(iso) => dates.format(new Date(iso))}
          claimingId={claim.hasTag('busy') ? (request?.referredUserId ?? null) : null}
          onClaim={(referral) =>
            sendClaim({
              type: 'claim.request',
              referredUserId: referral.referredUserId,
              name: referral.name,
              claimNumber: nextClaimNumber,
            })
          }
        />
      </ReferralColumns>
      <ReferralClaimDialog
        open={dialogOpen}
        name={request?.name ?? ''}
        claimNumber={request?.claimNumber ?? nextClaimNumber}
        reward={referralRewardForClaim(request?.claimNumber ?? nextClaimNumber)}
        busy={claim.hasTag('busy')}
        error={claim.matches('failed') ? text(claim.context.error) : undefined}
        onConfirm={() => sendClaim({ type: claim.matches('failed') ? 'retry' : 'confirm' })}
        onCancel={() => sendClaim({ type: 'cancel' })}
      />
    </WidePage>
  );
}
