import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Menu, type MenuItem } from '../Menu';
import { CaretGlyph } from './glyphs';

export interface DataTableRowActionsProps {
  /** Names the row, e.g. the challenge's title: the button is "Actions: Weekend cup". */
  name: string;
  /** What can be done with the row; the button is left out when there is nothing. */
  items: readonly MenuItem[];
}

/**
 * One "Actions" button per row opening the row's actions as a menu (the ui Menu: arrows, Home, End,
 * Escape back to the button), so a row stays one line high however many actions it has.
 */
export function DataTableRowActions({ name, items }: DataTableRowActionsProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Menu
      triggerLabel={t('admin.common.actionsFor', { name })}
      trigger={
        <>
          <span css={{ fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.semibold }}>
            {t('admin.common.actions')}
          </span>
          <CaretGlyph />
        </>
      }
      items={items}
      align="end"
    />
  );
}
