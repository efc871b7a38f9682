import { css, type Theme } from '@emotion/react';

/** The container the table measures (its own wrapper): `fits` below is a width of this container. */
export const tableContainer = 'arena-data-table';

/** `@container` from the width at which every column fits (rem). */
export const fits = (rem: number) => `@container ${tableContainer} (min-width: ${rem}rem)`;

/**
 * The frame round the table. Narrower than the columns need (phones), it scrolls sideways with the first
 * column held; from `fitRem` the columns share the frame and nothing scrolls or clips (a row's action menu
 * hangs below its row).
 */
export const regionStyle = (theme: Theme, fitRem: number) => css`
  /* Holds what is positioned inside (the visually hidden caption) so it never widens the page. */
  position: relative;
  overflow-x: auto;
  border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  &:focus-visible {
    outline: ${theme.borderWidths.focus} solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
  ${fits(fitRem)} {
    overflow: visible;
  }
`;

export const tableStyle = (theme: Theme, fitRem: number) => {
  // The frame no longer clips (its menus hang out): the corner cells round their own backgrounds.
  const inner = `calc(${theme.radii.lg} - ${theme.borderWidths.hairline})`;
  return css`
    inline-size: 100%;
    border-collapse: separate;
    border-spacing: 0;
    font-size: ${theme.fontSizes.sm};
    ${fits(fitRem)} {
      table-layout: fixed;
      & > thead > tr:first-of-type > th:first-of-type {
        border-start-start-radius: ${inner};
      }
      & > thead > tr:first-of-type > th:last-of-type {
        border-start-end-radius: ${inner};
      }
      & > tbody > tr:last-of-type > td {
        border-block-end: none;
      }
      & > tbody > tr:last-of-type > td:first-of-type {
        border-end-start-radius: ${inner};
      }
      & > tbody > tr:last-of-type > td:last-of-type {
        border-end-end-radius: ${inner};
      }
    }
  `;
};

/** Every cell: dense rows (a row with a 44 px button stays under 56 px). */
export const cellStyle = (theme: Theme, fitRem: number) => css`
  box-sizing: border-box;
  padding-block: ${theme.space[1]};
  padding-inline: ${theme.space[3]};
  border-block-end: ${theme.borderWidths.hairline} solid ${theme.colors.border};
  text-align: start;
  vertical-align: middle;
  background: ${theme.colors.surface};
  &:first-of-type {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    white-space: nowrap;
    box-shadow: inset calc(-1 * ${theme.borderWidths.hairline}) 0 0 ${theme.colors.border};
  }
  &:dir(rtl):first-of-type {
    box-shadow: inset ${theme.borderWidths.hairline} 0 0 ${theme.colors.border};
  }
  ${fits(fitRem)} {
    overflow-wrap: anywhere;
    padding-inline: ${theme.space[2]};
    &:first-of-type,
    &:dir(rtl):first-of-type {
      position: static;
      white-space: normal;
      box-shadow: none;
      padding-inline-start: ${theme.space[3]};
    }
    &:last-of-type {
      padding-inline-end: ${theme.space[3]};
    }
  }
`;

export const headerCellStyle = (theme: Theme, fitRem: number) => css`
  padding-block: ${theme.space[2]};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.textMuted};
  font-weight: ${theme.fontWeights.semibold};
  white-space: nowrap;
  ${fits(fitRem)} {
    white-space: normal;
    overflow-wrap: normal;
  }
`;

/** Figures: tabular, at the end; they wrap only between words, never inside a number. */
export const numericStyle = (fitRem: number) => css`
  text-align: end;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  ${fits(fitRem)} {
    white-space: normal;
    overflow-wrap: normal;
  }
`;

/** One line, an ellipsis for the rest (its full text is the cell's title); a focus ring drawn inside. */
export const truncateStyle = (fitRem: number) => css`
  ${fits(fitRem)} {
    &,
    &:first-of-type,
    &:dir(rtl):first-of-type {
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    & :focus-visible {
      outline-offset: -2px;
    }
  }
`;

/** A row that opens: hover, and a focus ring drawn on its cells (the sticky first cell would hide one on the row). */
export const openableRowStyle = (theme: Theme) => {
  const ring = theme.borderWidths.focus;
  const top = `inset 0 ${ring} 0 ${theme.colors.focusRing}, inset 0 -${ring} 0 ${theme.colors.focusRing}`;
  const start = `inset ${ring} 0 0 ${theme.colors.focusRing}`;
  const end = `inset -${ring} 0 0 ${theme.colors.focusRing}`;
  return css`
    cursor: pointer;
    &:hover > td {
      background: ${theme.colors.surfaceRaised};
    }
    &:focus-visible {
      outline: none;
    }
    &:focus-visible > td {
      background: ${theme.colors.surfaceRaised};
      box-shadow: ${top};
    }
    &:focus-visible > td:first-of-type {
      box-shadow: ${top}, ${start};
    }
    &:focus-visible > td:last-of-type {
      box-shadow: ${top}, ${end};
    }
    &:focus-visible > td:dir(rtl):first-of-type {
      box-shadow: ${top}, ${end};
    }
    &:focus-visible > td:dir(rtl):last-of-type {
      box-shadow: ${top}, ${start};
    }
  `;
};

/** The row just created or saved: a raised background and an accent bar at its start. */
export const highlightedRowStyle = (theme: Theme) => css`
  & > td {
    background: ${theme.colors.surfaceHover};
  }
  & > td:first-of-type {
    box-shadow: inset ${theme.borderWidths.accent} 0 0 ${theme.colors.accent};
  }
  & > td:dir(rtl):first-of-type {
    box-shadow: inset -${theme.borderWidths.accent} 0 0 ${theme.colors.accent};
  }
`;
