import { useTheme } from '@emotion/react';
import { Icon } from '../Icon';

/** Google's "G" in its four brand colours (logos never flip or recolour). */
export function GoogleLogo() {
  const { colors } = useTheme();
  return (
    <Icon>
      <svg viewBox="0 0 24 24" focusable="false">
        <path
          fill={colors.brandGoogleBlue}
          d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z"
        />
        <path
          fill={colors.brandGoogleGreen}
          d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
        />
        <path
          fill={colors.brandGoogleYellow}
          d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z"
        />
        <path
          fill={colors.brandGoogleRed}
          d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9Z"
        />
      </svg>
    </Icon>
  );
}

/** Discord's mark in its brand blurple. */
export function DiscordLogo() {
  const { colors } = useTheme();
  return (
    <Icon>
      <svg viewBox="0 0 24 24" focusable="false">
        <path
          fill={colors.brandDiscord}
          d="M20.3 4.4A19.8 19.8 0 0 0 15.4 3l-.6 1.3a18.4 18.4 0 0 0-5.5 0L8.6 3a19.7 19.7 0 0 0-4.9 1.5C.6 9.1-.3 13.6.1 18.1a19.9 19.9 0 0 0 6 3l1.3-2a12.9 12.9 0 0 1-2-1l.5-.4a14.2 14.2 0 0 0 12.2 0l.5.4c-.6.4-1.3.7-2 1l1.3 2a19.8 19.8 0 0 0 6-3c.5-5.2-.9-9.7-3.6-13.7ZM8 15.3c-1.2 0-2.2-1.1-2.2-2.4S6.8 10.5 8 10.5s2.2 1.1 2.2 2.4-1 2.4-2.2 2.4Zm8 0c-1.2 0-2.2-1.1-2.2-2.4s1-2.4 2.2-2.4 2.2 1.1 2.2 2.4-1 2.4-2.2 2.4Z"
        />
      </svg>
    </Icon>
  );
}
