// Texts of the profile routes. The spec's own texts (§5, §8) come from @arena/domain's messages;
// these are the server's answers the spec leaves to us, shown by the client as returned.
export const profileMessages = {
  displayNameUpdated: 'Display name updated',
  photoUpdated: 'Profile photo updated',
  photoNotUploaded: 'Please upload the image first: only photos uploaded to your profile can be used',
  passwordUpdated: 'Password updated successfully',
  passwordLocalOnly: 'Password change is only available for accounts that sign in with email and password.',
  currentPasswordIncorrect: 'Current password is incorrect',
  earningsHidden: 'Your earnings are now hidden on your public profile',
  earningsShown: 'Your earnings are now shown on your public profile',
} as const;
