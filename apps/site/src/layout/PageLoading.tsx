import styled from '@emotion/styled';
import { Spinner } from '@arena/ui';
import { useTranslation } from 'react-i18next';

const Centre = styled.div(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '40vh',
  padding: theme.space[8],
}));

/** Shown while a guard checks the session or a page chunk loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Centre>
      <Spinner label={t('common.loading')} size="lg" />
    </Centre>
  );
}
