import styled from '@emotion/styled';

// The frame shared by text pages (about, contact, privacy, terms).
export const PageSection = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  maxInlineSize: 760,
  marginInline: 'auto',
  padding: `${theme.space[12]} ${theme.space[4]} 0`,
}));

export const PageTitle = styled.h1(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.display,
  lineHeight: theme.lineHeights.tight,
}));

export const Lead = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.lg,
}));

export const SectionHeading = styled.h2(({ theme }) => ({
  margin: `${theme.space[4]} 0 0`,
  fontSize: theme.fontSizes.xl,
}));

export const Paragraph = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

// The frame of app pages with cards (profile, public profile): wider, and children may shrink.
export const WidePage = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  maxInlineSize: 960,
  marginInline: 'auto',
  padding: `${theme.space[8]} ${theme.space[4]} 0`,
}));
