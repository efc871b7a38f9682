import { SandboxStrip, SiteShell } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatch, useNavigation } from 'react-router-dom';
import { HydrationPart } from '../app/HydrationPart';
import { paths } from '../app/paths';
import { ConsoleHeader } from './ConsoleHeader';
import { Footer } from './Footer';
import { Header } from './Header';
import { useSandboxStatus } from './useSandboxStatus';

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
