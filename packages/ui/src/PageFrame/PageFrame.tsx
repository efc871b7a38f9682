import { useTheme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../Spinner';

type Frame<E> = HTMLAttributes<E> & { children?: ReactNode };

/** The narrow frame of text pages (about, contact, privacy, terms, payment results): a 760 px column. */
export function PageSection({ children, ...rest }: Frame<HTMLElement>) {
  const theme = useTheme();
  return (
    <section
      css={{
        display: 'grid',
        gap: theme.space[4],
        maxInlineSize: 760,
        marginInline: 'auto',
        padding: `${theme.space[12]} ${theme.space[4]} 0`,
      }}
      {...rest}
    >
      {children}
    </section>
  );
}

/** The wide frame of app pages with cards (challenges, store, wallet, profile): 960 px, children may shrink. */
export function WidePage({ children, ...rest }: Frame<HTMLDivElement>) {
  const theme = useTheme();
  return (
    <div
      css={{
        display: 'grid',
        gap: theme.space[6],
        gridTemplateColumns: 'minmax(0, 1fr)',
        maxInlineSize: 960,
        marginInline: 'auto',
        padding: `${theme.space[8]} ${theme.space[4]} 0`,
      }}
      {...rest}
    >
      {children}
    </div>
  );
}

/** A page's one heading, in the display face. */
export function PageTitle({ children, ...rest }: Frame<HTMLHeadingElement>) {
  const theme = useTheme();
  return (
    <h1
      css={{
        margin: 0,
        fontFamily: theme.fonts.display,
        fontSize: theme.fontSizes.display,
        lineHeight: theme.lineHeights.tight,
      }}
      {...rest}
    >
      {children}
    </h1>
  );
}

/** The line under a page title. */
export function Lead({ children, ...rest }: Frame<HTMLParagraphElement>) {
  const theme = useTheme();
  return (
    <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.lg }} {...rest}>
      {children}
    </p>
  );
}

/** A section's heading inside a page frame. */
export function SectionHeading({ children, ...rest }: Frame<HTMLHeadingElement>) {
  const theme = useTheme();
  return (
    <h2 css={{ margin: `${theme.space[4]} 0 0`, fontSize: theme.fontSizes.xl }} {...rest}>
      {children}
    </h2>
  );
}

/** Body text of a text page. */
export function Paragraph({ children, ...rest }: Frame<HTMLParagraphElement>) {
  const theme = useTheme();
  return (
    <p css={{ margin: 0, color: theme.colors.textMuted }} {...rest}>
      {children}
    </p>
  );
}

/** Shown while a guard checks the session or a page's code loads: a centred spinner saying "Loading…". */
export function PageLoading() {
  const theme = useTheme();
  const { t } = useTranslation();
  return (
    <div css={{ display: 'grid', placeItems: 'center', minBlockSize: '40vh', padding: theme.space[8] }}>
      <Spinner label={t('common.loading')} size="lg" />
    </div>
  );
}
