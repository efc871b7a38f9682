// npm test needs a real Chromium for story and end-to-end tests; say how to get one when it is absent.
import { chromiumAvailable, chromiumPath } from './chromium.mjs';

if (!chromiumAvailable()) {
  console.error(
    `Chromium was not found at ${chromiumPath()}.\n` +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  );
  process.exit(1);
}
