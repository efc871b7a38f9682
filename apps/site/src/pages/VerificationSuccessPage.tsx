import { JoinPage } from './JoinPage';

/** spec §2: the /join screen with an email-verified banner. */
export default function VerificationSuccessPage() {
  return <JoinPage verified />;
}
