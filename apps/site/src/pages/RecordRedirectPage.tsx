import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useApi } from '../session/ApiContext';
import { RedirectingNotice } from './RedirectingNotice';

/**
 * spec §2: /utm/record redirects to the server's record endpoint keeping the whole query string. The
 * server answers that path itself on a full page load; this page covers navigation inside the app.
 */
export default function RecordRedirectPage() {
  const api = useApi();
  const { search } = useLocation();
  useEffect(() => {
    window.location.replace(api.recordTrackingUrl(search));
  }, [api, search]);
  return <RedirectingNotice />;
}
