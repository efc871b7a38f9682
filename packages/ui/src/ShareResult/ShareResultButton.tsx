import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { CheckIcon, ShareIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';

export interface ShareResultButtonProps {
  /** Shares the result (the browser's share sheet) or copies its link: the page's share flow. */
  onShare: () => void;
  /** The link was copied (the share flow keeps the 2 s, spec §9): the button says so, and it is announced. */
  copied?: boolean;
  /** The share sheet is open or the link is being copied. */
  busy?: boolean;
}

/**
 * "Share my result" on a finished challenge the player took part in (issue 33): the page shares the link to
 * the result (its share card is the picture a post shows) with Web Share, or copies it where the browser has
 * none, and this button confirms the copy with "Link copied".
 */
export function ShareResultButton({ onShare, copied = false, busy = false }: ShareResultButtonProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={copied ? <CheckIcon /> : <ShareIcon />}
        loading={busy}
        onClick={onShare}
      >
        {copied ? t('share.copied') : t('share.button')}
      </Button>
      <VisuallyHidden role="status">{copied ? t('share.copied') : ''}</VisuallyHidden>
    </>
  );
}
