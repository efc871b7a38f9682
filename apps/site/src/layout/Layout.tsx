import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { SandboxStrip, sandboxStripReserve } from '@arena/ui';
import { Footer } from './Footer';
import { Header } from './Header';
import { useSandboxStatus } from './useSandboxStatus';

const Page = styled.div<{ withStrip: boolean }>(({ withStrip }) => ({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100vh',
  // The fixed sandbox strip covers the bottom edge: the footer scrolls clear of it.
  paddingBlockEnd: withStrip ? sandboxStripReserve : 0,
}));

const Main = styled.main({ flex: 1, outline: 'none' });

const SkipLink = styled.a(({ theme }) => ({
  position: 'absolute',
  insetInlineStart: theme.space[2],
  insetBlockStart: theme.space[2],
  zIndex: 20,
  padding: theme.space[3],
  borderRadius: theme.radii.md,
  background: theme.colors.accent,
  color: theme.colors.onAccent,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

// A thin bar while the next page's chunk loads, so a slow network never looks frozen.
const LoadingBar = styled.div(({ theme }) => ({
  position: 'fixed',
  insetInline: 0,
  insetBlockStart: 0,
  blockSize: 3,
  zIndex: 30,
  background: theme.colors.accent,
  transformOrigin: 'left',
  animation: 'arena-loading 1.2s ease-in-out infinite',
  '@keyframes arena-loading': { from: { transform: 'scaleX(0.1)' }, to: { transform: 'scaleX(0.9)' } },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

export function Layout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sandbox = useSandboxStatus();
  return (
    <Page withStrip={sandbox}>
      {navigation.state === 'loading' ? (
        <LoadingBar role="progressbar" aria-label={t('common.loading')} />
      ) : null}
      <SkipLink href="#main">{t('nav.skipToContent')}</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      {sandbox ? (
        <SandboxStrip
          label={t('sandbox.label')}
          detail={t('sandbox.detail')}
          mailLink={{ href: '/sandbox/mail', label: t('sandbox.mailbox') }}
        />
      ) : null}
      <ScrollRestoration />
    </Page>
  );
}
