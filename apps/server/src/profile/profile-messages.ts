import { serverMessages } from '@arena/contract';

// Texts of the profile routes. The spec's own texts (§5, §8) come from @arena/domain's messages;
// these are the server's answers the spec leaves to us, kept with their keys in the catalogue of
// @arena/contract (server-messages.ts).
export const profileMessages = {
  displayNameUpdated: serverMessages['profile.displayNameUpdated'],
  photoUpdated: serverMessages['profile.photoUpdated'],
  photoNotUploaded: serverMessages['profile.photoNotUploaded'],
  passwordUpdated: serverMessages['profile.passwordUpdated'],
  passwordLocalOnly: serverMessages['profile.passwordLocalOnly'],
  currentPasswordIncorrect: serverMessages['profile.currentPasswordIncorrect'],
  earningsHidden: serverMessages['profile.earningsHidden'],
  earningsShown: serverMessages['profile.earningsShown'],
} as const;
