import { css } from '@emotion/react';
import { ArenaThemeProvider, directionFor, fontFacesFor, langs, type Lang } from '@arena/ui';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { themes } from 'storybook/theming';
import { storyI18n } from './i18n';

// Defined by vitest.config.ts's storybook project (true in CI's behaviour-only second pass); not in Storybook.
declare const __STORY_BEHAVIOUR_ONLY__: boolean | undefined;
const behaviourOnly = typeof __STORY_BEHAVIOUR_ONLY__ !== 'undefined' && __STORY_BEHAVIOUR_ONLY__;

const isLang = (value: unknown): value is Lang => langs.includes(value as Lang);
const langOf = (globals: Record<string, unknown>): Lang => (isLang(globals.locale) ? globals.locale : 'en');

/** Every face of the story's language is loaded before it renders, so screenshots never catch a fallback font. */
const loadFonts: Loader = async ({ globals }) => {
  await Promise.all(fontFacesFor(langOf(globals)).map(([font, sample]) => document.fonts.load(font, sample)));
  return {};
};

/**
 * Wraps each story in the theme for the toolbar's locale and mirrors the document like the site
 * does (`<html lang dir>`). `data-story-root` is what the screenshot test photographs
 * (.storybook/vitest.setup.ts). A docs page holds many stories, some Arabic or Urdu, on one
 * document: there each story mirrors only its own root (`dir` on the div), never the page.
 */
const withArenaTheme: Decorator = (Story, { globals, parameters, viewMode }) => {
  const lang = langOf(globals);
  const docs = viewMode === 'docs';
  if (!docs) {
    document.documentElement.lang = lang;
    document.documentElement.dir = directionFor(lang);
  }
  // Modal stories fill the viewport so the screenshot holds the whole top-layer dialog (not on a
  // docs page, where a dialog opens over the page and each story would take a whole screen).
  const fullHeight = parameters.fullHeight === true && !docs;
  return (
    <I18nextProvider i18n={storyI18n(lang)}>
      <ArenaThemeProvider lang={lang}>
        <div
          data-story-root=""
          lang={docs ? lang : undefined}
          dir={docs ? directionFor(lang) : undefined}
          css={(theme) => css`
            padding: ${theme.space[4]};
            background: ${theme.colors.background};
            min-block-size: ${fullHeight ? '100vh' : 'auto'};
          `}
        >
          <Story />
        </div>
      </ArenaThemeProvider>
    </I18nextProvider>
  );
};

const preview: Preview = {
  // Every component gets a docs page: its description, props table and all its stories.
  tags: ['autodocs'],
  decorators: [withArenaTheme],
  loaders: [loadFonts],
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (LTR)' },
          { value: 'ar', title: 'العربية (RTL)' },
          { value: 'hi', title: 'हिन्दी (LTR)' },
          { value: 'ur', title: 'اردو (RTL)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'en',
    viewport: { value: 'arenaMobile', isRotated: false },
  },
  parameters: {
    // Docs pages in the product's dark look, so stories sit on the colours they are designed for.
    docs: { theme: themes.dark },
    options: { storySort: { order: ['Introduction', 'Foundations', 'Primitives', 'Components'] } },
    // The decorator pads the story root itself, so the screenshot includes the padding.
    layout: 'fullscreen',
    // Any axe violation fails the story test (not in CI's second, behaviour-only pass: vitest.config.ts).
    a11y: { test: behaviourOnly ? 'off' : 'error' },
    backgrounds: { disabled: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        // Stories are tested at the design width. Keep the height within Playwright's 1280 × 720
        // page, or Vitest scales the test iframe down and every screenshot is resampled.
        arenaMobile: {
          name: 'Design width 360',
          styles: { width: '360px', height: '640px' },
          type: 'mobile',
        },
        arenaTablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        arenaDesktop: { name: 'Desktop 1200', styles: { width: '1200px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
