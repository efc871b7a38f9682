// What a player recognises a session by (issue 30): browser and OS names with major versions, and the
// kind of device, read from the user agent with bowser (MIT). Unknown parts are null; the site words them.
import Bowser from 'bowser';

export interface UserAgentSummary {
  /** e.g. "Chrome 126"; null when the user agent names none. */
  browser: string | null;
  /** e.g. "Windows 10", "Android 14", "macOS"; null when unknown. */
  os: string | null;
  /** bowser's platform type: desktop, mobile, tablet, tv, bot; null when unknown. */
  device: string | null;
}

function named(name: string | undefined, version: string | undefined): string | null {
  if (!name) return null;
  const major = version?.split('.')[0];
  return major ? `${name} ${major}` : name;
}

export function summariseUserAgent(userAgent: string | null): UserAgentSummary {
  if (!userAgent) return { browser: null, os: null, device: null };
  const parsed = Bowser.parse(userAgent);
  const os = parsed.os.versionName
    ? `${parsed.os.name ?? ''} ${parsed.os.versionName}`.trim()
    : named(parsed.os.name, parsed.os.version);
  return {
    browser: named(parsed.browser.name, parsed.browser.version),
    os: os || null,
    device: parsed.platform.type ?? null,
  };
}
