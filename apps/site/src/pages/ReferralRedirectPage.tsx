import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { RedirectingNotice } from './RedirectingNotice';

/** spec §2: /utm/referral/:referralCode is a full-page redirect to the server's referral endpoint. */
export default function ReferralRedirectPage() {
  const { referralCode = '' } = useParams();
  useEffect(() => {
    window.location.replace(`/utm/referral?aff=${encodeURIComponent(referralCode)}`);
  }, [referralCode]);
  return <RedirectingNotice />;
}
