import styled from '@emotion/styled';
import { Spinner } from '@arena/ui';
import { useTranslation } from 'react-i18next';

const Centre = styled.div(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  gap: theme.space[3],
  minBlockSize: '40vh',
}));

/** spec §2 Tracking routes: both show 'Redirecting...'. */
export function RedirectingNotice() {
  const { t } = useTranslation();
  return (
    <Centre role="status">
      <Spinner />
      <p>{t('common.redirecting')}</p>
    </Centre>
  );
}
