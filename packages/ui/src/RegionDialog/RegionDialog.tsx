import { css, useTheme } from '@emotion/react';
import { regionMessageKeys, regions, type Region } from '@arena/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

export interface RegionDialogProps {
  open: boolean;
  /** Pre-selected region, if any. */
  defaultValue?: Region;
  /** Called with the chosen region (spec §2, §9: Europe, Asia, Americas). */
  onConfirm: (region: Region) => void;
  onClose: () => void;
}

/**
 * The Valorant region dialog shown before the RSO code exchange (spec §2). It says its own words
 * (challenges.region.* and region.* in the locale files, issue 32): the regions and their servers.
 */
export function RegionDialog({ open, defaultValue, onConfirm, onClose }: RegionDialogProps) {
  const { t } = useTranslation();
  const options = regions.map((region) => ({
    value: region,
    label: t(regionMessageKeys[region]),
    servers: t(`challenges.region.servers${region}`),
  }));
  const theme = useTheme();
  const name = useId();
  const [value, setValue] = useState<Region | undefined>(defaultValue);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('challenges.region.title')}
      description={t('challenges.region.description')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={value === undefined} onClick={() => value !== undefined && onConfirm(value)}>
            {t('challenges.region.confirm')}
          </Button>
        </>
      }
    >
      <div
        role="radiogroup"
        aria-label={t('challenges.region.group')}
        css={css`
          display: grid;
          gap: ${theme.space[2]};
        `}
      >
        {options.map((option) => (
          <label
            key={option.value}
            css={css`
              display: grid;
              grid-template-columns: auto minmax(0, 1fr);
              align-items: center;
              gap: ${theme.space[0.5]} ${theme.space[3]};
              padding: ${theme.space[3]} ${theme.space[4]};
              border-radius: ${theme.radii.md};
              border: 1px solid ${theme.colors.border};
              background: ${theme.colors.surface};
              cursor: pointer;
              &:has(input:checked) {
                border-color: ${theme.colors.accent};
              }
            `}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => setValue(option.value)}
              css={css`
                accent-color: ${theme.colors.accent};
                inline-size: 18px;
                block-size: 18px;
                margin: 0;
              `}
            />
            <span css={{ fontWeight: 600 }}>{option.label}</span>
            <span
              css={css`
                grid-column: 2;
                color: ${theme.colors.textMuted};
                font-size: ${theme.fontSizes.sm};
              `}
            >
              {option.servers}
            </span>
          </label>
        ))}
      </div>
    </Dialog>
  );
}
