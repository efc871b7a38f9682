export default function ChallengeFormPage() {
  return null;
}
