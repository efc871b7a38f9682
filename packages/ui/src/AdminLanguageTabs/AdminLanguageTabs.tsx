import { css, useTheme } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AdminFieldHint } from '../AdminForm';
import { Tabs } from '../Tabs';
import { directionFor, langs, type Lang } from '../theme/language';

export interface AdminLanguageTabsProps {
  /**
   * The fields of one language (an operator's words for it). They are written in that language:
   * the panel carries its `lang` and `dir`, so Arabic and Urdu are edited right to left.
   */
  children: (language: Lang) => ReactNode;
  /** The tabs, the required one first (English); the others are optional translations. */
  languages?: readonly Lang[];
  /** Controlled selection; pair with onSelect. */
  selected?: Lang;
  onSelect?: (language: Lang) => void;
}

/**
 * Operator content in several languages (decision 0058): a tab per language, named in its own
 * script; the first is required, the others say that a field left empty shows players the first's words.
 */
export function AdminLanguageTabs({
  children,
  languages = langs,
  selected,
  onSelect,
}: AdminLanguageTabsProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const required = languages[0];
  const [own, setOwn] = useState(required);
  const shown = selected ?? own;
  const grid = css({ display: 'grid', gap: theme.space[4] });
  return (
    <Tabs
      label={t('admin.common.languageTabs.label')}
      selectedId={shown}
      onSelect={(id) => {
        setOwn(id as Lang);
        onSelect?.(id as Lang);
      }}
      // Only the shown language's fields are drawn (one set of editors, one field of each name).
      items={languages.map((code) => {
        const name = <span lang={code}>{t(`language.${code}`)}</span>;
        return {
          id: code,
          // A language is named in its own words, marked with its own `lang` (as the language menu does).
          label:
            code === required ? (
              <Trans
                i18nKey="admin.common.languageTabs.required"
                values={{ language: t(`language.${code}`) }}
                components={{ name: <span lang={code} /> }}
              />
            ) : (
              name
            ),
          content:
            code !== shown ? null : (
              <div css={grid}>
                {code === required ? null : (
                  <AdminFieldHint>{t('admin.common.languageTabs.optional')}</AdminFieldHint>
                )}
                <div lang={code} dir={directionFor(code)} data-language={code} css={grid}>
                  {children(code)}
                </div>
              </div>
            ),
        };
      })}
    />
  );
}
