import { css, useTheme } from '@emotion/react';
import { useId, useState } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

export interface RegionOption<Value extends string = string> {
  value: Value;
  /** e.g. 'Europe'. */
  label: string;
  /** Server info, e.g. 'EU West, EU Nordic & East, Turkey'. */
  servers?: string;
}

export interface RegionDialogProps<Value extends string = string> {
  open: boolean;
  /** e.g. 'Choose your Valorant region'. */
  title: string;
  /** e.g. 'Pick the region of the servers you play on.' */
  description?: string;
  /** Names the radio group, e.g. 'Region'. */
  groupLabel: string;
  /** spec §2, §9: Europe, Asia, Americas. */
  options: readonly RegionOption<Value>[];
  /** Pre-selected region, if any. */
  defaultValue?: Value;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConfirm: (value: Value) => void;
  onClose: () => void;
}

/** The Valorant region dialog shown before the RSO code exchange (spec §2). */
export function RegionDialog<Value extends string>({
  open,
  title,
  description,
  groupLabel,
  options,
  defaultValue,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onClose,
}: RegionDialogProps<Value>) {
  const theme = useTheme();
  const name = useId();
  const [value, setValue] = useState<Value | undefined>(defaultValue);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      closeLabel={closeLabel}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button disabled={value === undefined} onClick={() => value !== undefined && onConfirm(value)}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div
        role="radiogroup"
        aria-label={groupLabel}
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
            {option.servers ? (
              <span
                css={css`
                  grid-column: 2;
                  color: ${theme.colors.textMuted};
                  font-size: ${theme.fontSizes.sm};
                `}
              >
                {option.servers}
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </Dialog>
  );
}
