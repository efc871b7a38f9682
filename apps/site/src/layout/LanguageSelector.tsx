import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n';
import { isLanguage, languages } from '../i18n/languages';

const Select = styled.select(({ theme }) => ({
  minBlockSize: theme.touchTarget,
  paddingInline: theme.space[2],
  maxInlineSize: '7.5rem',
  borderRadius: theme.radii.md,
  border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  fontSize: theme.fontSizes.sm,
  cursor: 'pointer',
}));

/** spec §2: EN, AR, Hindi, Urdu; the choice is stored and survives logout and reload. */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('language.label')}
      value={i18n.language}
      onChange={(event) => {
        const next = event.target.value;
        if (isLanguage(next)) void changeLanguage(i18n, next);
      }}
    >
      {languages.map((language) => (
        <option key={language} value={language} lang={language}>
          {t(`language.${language}`)}
        </option>
      ))}
    </Select>
  );
}
