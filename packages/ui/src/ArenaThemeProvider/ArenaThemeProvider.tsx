import { Global, ThemeProvider } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import type { Lang } from '../theme/language';
import { createTheme } from '../theme/theme';
import { globalStyles } from './globalStyles';

export interface ArenaThemeProviderProps {
  /** The active language: picks the font stack, line height and direction in the theme. */
  lang: Lang;
  children: ReactNode;
}

/**
 * Provides the Arena theme and global styles. The site still sets `<html lang dir>`
 * (use `directionFor(lang)`) so that logical CSS properties mirror the layout.
 */
export function ArenaThemeProvider({ lang, children }: ArenaThemeProviderProps) {
  const theme = useMemo(() => createTheme(lang), [lang]);
  return (
    <ThemeProvider theme={theme}>
      <Global styles={globalStyles(theme)} />
      {children}
    </ThemeProvider>
  );
}
