import { SandboxStrip, SiteShell } from '@arena/ui';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatch, useNavigation } from 'react-router-dom';
import { HydrationPart } from '../app/HydrationPart';
import { paths } from '../app/paths';
import { Footer } from './Footer';
import { Header } from './Header';
import { useSandboxStatus } from './useSandboxStatus';

// The console's bar (and its menu) loads only on /admin pages: a visitor's first script does not carry it.
const ConsoleHeader = lazy(async () => ({ default: (await import('./ConsoleHeader')).ConsoleHeader }));

/** Every site page: ui SiteShell with the header, the routed page, the footer and the sandbox strip. */
export function Layout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sandbox = useSandboxStatus();
  // The operator console has its own compact frame: no player header (gift, balances) or newsletter footer.
  const inConsole = useMatch(paths.admin.pattern) !== null;
  return (
    <>
      <SiteShell
        header={<HydrationPart>{inConsole ? <ConsoleHeader /> : <Header />}</HydrationPart>}
        footer={
          inConsole ? null : (
            <HydrationPart>
              <Footer />
            </HydrationPart>
          )
        }
        navigating={navigation.state === 'loading'}
        sandboxStrip={
          sandbox ? (
            <SandboxStrip
              label={t('sandbox.label')}
              detail={t('sandbox.detail')}
              mailLink={{ href: '/sandbox/mail', label: t('sandbox.mailbox') }}
            />
          ) : undefined
        }
      >
        <Outlet />
      </SiteShell>
      <ScrollRestoration />
    </>
  );
}
