import { css, useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';

export interface LanguageSelectProps {
  /** The current language code, e.g. 'ar'. */
  value: string;
  /** The codes offered, e.g. ['en', 'ar', 'hi', 'ur']; each is named in its own script (`language.<code>`). */
  options: readonly string[];
  onChange: (language: string) => void;
}

/** The header's language choice (spec §2: EN, AR, Hindi, Urdu); each language named in its own script. */
export function LanguageSelect({ value, options, onChange }: LanguageSelectProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  return (
    <select
      // The site applies a choice made in a server-rendered header before its script took over.
      data-language-select=""
      aria-label={t('language.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      css={css`
        min-block-size: ${theme.touchTarget};
        max-inline-size: 7.5rem;
        padding-inline: ${theme.space[2]};
        border-radius: ${theme.radii.md};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        background: ${theme.colors.surface};
        color: ${theme.colors.text};
        font: inherit;
        font-size: ${theme.fontSizes.sm};
        cursor: pointer;
      `}
    >
      {options.map((language) => (
        <option key={language} value={language} lang={language}>
          {t(`language.${language}`)}
        </option>
      ))}
    </select>
  );
}
