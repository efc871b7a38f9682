import { SiteFooter } from '@arena/ui';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../app/paths';
import { useSubscribeForm } from './SubscribeForm';

/** spec §2 Footer: ui SiteFooter with the router's links, this year and the subscribe machine. */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const subscribe = useSubscribeForm();
  return (
    <SiteFooter
      links={{ privacy: paths.privacy.pattern, terms: paths.terms.pattern, contact: paths.contact.pattern }}
      year={year}
      subscribe={subscribe}
      linkAs={RouterLink}
    />
  );
}
