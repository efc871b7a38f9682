import { errorMessage } from '@arena/api-client';
import type { ApiClient } from '@arena/api-client';
import type { Currency } from '@arena/contract';
import {
  currencyRateOf,
  gCoinPacks,
  gCoinsForPurchase,
  localAmountMinor,
  minorToDecimalString,
} from '@arena/domain';
import type { GCoinPack } from '@arena/domain';
import { hostedPaymentMachine } from '@arena/machines';
import { CurrencySelect, MessageBanner, PackCard, PackGrid } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { packRoutes, paths } from '../../app/paths';
import { useLoad } from '../../data/useLoad';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { useWallet } from '../../session/WalletProvider';
import { PageMeta } from '../PageMeta';
import { Lead, PageTitle, SectionHeading, WidePage } from '../page-layout';
import { CardPaymentStatus } from './CardPaymentStatus';
import { ExchangeSection } from './ExchangeSection';
import { formatMinor } from './money-format';
import { useCardCheckout } from './useCardCheckout';

const usd: Currency = { code: 'USD', usd_rate: 1 };
const baseUnitCents = gCoinPacks[0]?.priceCents ?? 550;

/** The hosted checkout (spec §4): a payment link in the chosen currency, then the provider's page. */
const hostedWith = (api: ApiClient) =>
  hostedPaymentMachine.provide({
    actors: {
      getPaymentLink: fromPromise(async ({ input }) => {
        const rate = currencyRateOf(input.currency.code, input.currency.usd_rate);
        try {
          const answer = await api.getPaymentUrl({
            currency: input.currency.code,
            amount: minorToDecimalString(localAmountMinor(input.pack.priceCents, rate), rate.code),
            description: `Arena: ${input.pack.gCoins} GCoins`,
            usd_amount: minorToDecimalString(input.pack.priceCents, 'USD'),
          });
          return answer.paymentLink;
        } catch (error) {
          throw errorMessage(error, 'getPaymentUrl');
        }
      }),
    },
    actions: {
      redirect: (_, params) => window.location.assign(params.paymentLink),
    },
  });

/** spec §2 /store and /store/gcoinN: four packs, a currency selector, both payment routes, the exchange. */
export default function StorePage() {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const { pathname } = useLocation();
  const { balances } = useWallet();
  const api = useApi();
  const currencies = useLoad('currencies', () => api.currencies());
  // The buy-one-get-one-free offer (spec §1, §9) is the server's: firstPurchaseBonusAvailable on the
  // wallet the layout already holds (one read per page, issue 34 row 13); a purchase refreshes the wallet,
  // which takes the banner away at once.
  const [currencyCode, setCurrencyCode] = useState('USD');
  const card = useCardCheckout();
  const [hostedState, sendHosted] = useMachine(useMemo(() => hostedWith(api), [api]));

  const preselected = packRoutes.find((route) => paths[route.name].pattern === pathname)?.gCoins;
  const list = currencies.status === 'ready' ? currencies.data : [usd];
  const currency = list.find((entry) => entry.code === currencyCode) ?? usd;
  const rate = currencyRateOf(currency.code, currency.usd_rate);
  const firstPurchase = balances.firstPurchaseBonusAvailable === true;
  const busyPack = (pack: GCoinPack) =>
    card.state.hasTag('submitting') || card.state.matches('creatingOrder')
      ? card.state.context.amountCents === pack.priceCents
        ? 'card'
        : undefined
      : hostedState.matches('requestingLink') && hostedState.context.pack?.gCoins === pack.gCoins
        ? 'hosted'
        : undefined;
  // Currency names in the reader's language, e.g. 'AED · درهم إماراتي'.
  const currencyLabels = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'currency' });
    return (code: string) => `${code} · ${names.of(code) ?? code}`;
  }, [i18n.language]);

  return (
    <WidePage>
      <PageMeta title={t('store.meta.title')} description={t('store.meta.description')} />
      <PageTitle>{t('store.title')}</PageTitle>
      <Lead>{t('store.lead')}</Lead>
      {firstPurchase ? <MessageBanner tone="info">{t('store.firstPurchase')}</MessageBanner> : null}
      <CardPaymentStatus state={card.state} onRetry={() => card.send({ type: 'payment.retry' })} />
      {hostedState.context.error ? (
        <MessageBanner tone="error">{text(hostedState.context.error)}</MessageBanner>
      ) : null}
      <SectionHeading>{t('store.packs')}</SectionHeading>
      <CurrencySelect
        label={t('store.currency')}
        hint={currency.code === 'USD' ? undefined : t('store.currencyHint')}
        currencies={list.map((entry) => ({ code: entry.code, label: currencyLabels(entry.code) }))}
        value={currency.code}
        onChange={setCurrencyCode}
      />
      <PackGrid label={t('store.packs')}>
        {gCoinPacks.map((pack) => {
          const price = localAmountMinor(pack.priceCents, rate);
          const undiscounted = localAmountMinor(baseUnitCents * pack.gCoins, rate);
          const doubled = gCoinsForPurchase(pack, true);
          return (
            <PackCard
              key={pack.gCoins}
              gCoins={pack.gCoins}
              price={formatMinor(price, currency.code)}
              {...(pack.discountPercent > 0
                ? {
                    originalPrice: formatMinor(undiscounted, currency.code),
                    discountPercent: pack.discountPercent,
                  }
                : {})}
              bestValue={pack.gCoins === 10}
              {...(firstPurchase ? { firstPurchase: { gCoins: doubled } } : {})}
              currency={currency.code}
              selected={preselected === pack.gCoins}
              busy={busyPack(pack)}
              onCardCheckout={() => card.send({ type: 'payment.start', amountCents: pack.priceCents })}
              onHostedCheckout={() => sendHosted({ type: 'payment.start', currency, pack })}
            />
          );
        })}
      </PackGrid>
      <ExchangeSection crystals={balances.crystalsAvailable} />
    </WidePage>
  );
}
