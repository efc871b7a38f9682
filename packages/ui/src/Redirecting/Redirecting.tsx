import { css, useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../Spinner';

/** spec §2 tracking routes: a centred spinner saying 'Redirecting...' while the browser leaves. */
export function Redirecting() {
  const theme = useTheme();
  const { t } = useTranslation();
  return (
    <div
      role="status"
      css={css`
        display: grid;
        place-items: center;
        align-content: center;
        gap: ${theme.space[3]};
        min-block-size: 40vh;
      `}
    >
      <Spinner />
      <p
        css={css`
          margin: 0;
        `}
      >
        {t('common.redirecting')}
      </p>
    </div>
  );
}
