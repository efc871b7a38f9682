import { SandboxStrip, SiteShell } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { HydrationPart } from '../app/HydrationPart';
import { Footer } from './Footer';
import { Header } from './Header';
import { useSandboxStatus } from './useSandboxStatus';

/** Every site page: ui SiteShell with the header, the routed page, the footer and the sandbox strip. */
export function Layout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sandbox = useSandboxStatus();
  return (
    <>
      <SiteShell
        header={
          <HydrationPart>
            <Header />
          </HydrationPart>
        }
        footer={
          <HydrationPart>
            <Footer />
          </HydrationPart>
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
