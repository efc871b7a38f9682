export { ArenaThemeProvider, type ArenaThemeProviderProps } from './ArenaThemeProvider';
