import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useApi } from '../session/ApiContext';
import { RedirectingNotice } from './RedirectingNotice';

/** spec §2: /utm/referral/:referralCode is a full-page redirect to the server's referral endpoint. */
export default function ReferralRedirectPage() {
  const api = useApi();
  const { referralCode = '' } = useParams();
  useEffect(() => {
    window.location.replace(api.referralTrackingUrl(referralCode));
  }, [api, referralCode]);
  return <RedirectingNotice />;
}
