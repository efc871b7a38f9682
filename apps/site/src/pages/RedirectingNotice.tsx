import { Redirecting } from '@arena/ui';

/** spec §2 Tracking routes: both show 'Redirecting...'. */
export function RedirectingNotice() {
  return <Redirecting />;
}
