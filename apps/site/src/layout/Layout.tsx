import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';

const Page = styled.div({ display: 'flex', flexDirection: 'column', minBlockSize: '100vh' });

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
  return (
    <Page>
      {navigation.state === 'loading' ? (
        <LoadingBar role="progressbar" aria-label={t('common.loading')} />
      ) : null}
      <SkipLink href="#main">{t('nav.skipToContent')}</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <ScrollRestoration />
    </Page>
  );
}
