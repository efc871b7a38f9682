export default function ChallengesPage() {
  return null;
}
