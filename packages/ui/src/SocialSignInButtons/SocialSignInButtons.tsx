import { useTheme } from '@emotion/react';
import type { MouseEvent, ReactNode } from 'react';
import { Button } from '../Button';
import { DiscordLogo, GoogleLogo } from './BrandLogos';

export type SocialProvider = 'google' | 'discord';

export interface SocialSignInButtonProps {
  /** e.g. 'Continue with Google'. */
  label: string;
  /** Third-party sign-in is usually a full-page redirect to the server. */
  href?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Disable while another sign-in is in flight. */
  disabled?: boolean;
}

function SocialButton({
  label,
  href,
  onClick,
  disabled,
  logo,
}: SocialSignInButtonProps & { logo: ReactNode }) {
  if (href !== undefined && !disabled) {
    return (
      <Button variant="secondary" fullWidth href={href} onClick={onClick} icon={logo}>
        {label}
      </Button>
    );
  }
  return (
    <Button variant="secondary" fullWidth onClick={onClick} disabled={disabled} icon={logo}>
      {label}
    </Button>
  );
}

export function GoogleButton(props: SocialSignInButtonProps) {
  return <SocialButton {...props} logo={<GoogleLogo />} />;
}

export function DiscordButton(props: SocialSignInButtonProps) {
  return <SocialButton {...props} logo={<DiscordLogo />} />;
}

export interface SocialSignInButtonsProps {
  google?: SocialSignInButtonProps;
  discord?: SocialSignInButtonProps;
}

/** spec §4: google and discord sign-in, stacked full width. */
export function SocialSignInButtons({ google, discord }: SocialSignInButtonsProps) {
  const theme = useTheme();
  return (
    <div css={{ display: 'grid', gap: theme.space[3] }}>
      {google ? <GoogleButton {...google} /> : null}
      {discord ? <DiscordButton {...discord} /> : null}
    </div>
  );
}
