import { useTheme } from '@emotion/react';
import { useCallback, type ReactNode } from 'react';
import { TextField } from '../TextField';

export interface CodeFieldProps {
  label: string;
  code: string;
  onCodeChange: (code: string) => void;
  hint?: ReactNode;
  /** Focus the field when it appears (the sign-in code step, where it is the only thing to do). */
  focusOnMount?: boolean;
}

/**
 * The one-time code field of both second-factor pieces: digits from an authenticator app or a
 * recovery code, so the browser may fill it from an SMS-style suggestion (`one-time-code`), phones
 * show the digit pad, and it reads left to right in every language. TextField has no `dir`,
 * `spellCheck` or `autoFocus` props, so they are set on the native input once it is attached.
 */
export function CodeField({ label, code, onCodeChange, hint, focusOnMount = false }: CodeFieldProps) {
  const theme = useTheme();
  const attach = useCallback(
    (input: HTMLInputElement | null) => {
      if (!input) return;
      input.dir = 'ltr';
      input.spellcheck = false;
      input.setAttribute('autocapitalize', 'off');
      if (focusOnMount) input.focus();
    },
    [focusOnMount],
  );
  return (
    <div
      css={{
        '& input': {
          fontVariantNumeric: 'tabular-nums',
          letterSpacing: '0.12em',
          fontSize: theme.fontSizes.lg,
        },
      }}
    >
      <TextField
        label={label}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={20}
        hint={hint}
        value={code}
        onChange={(value) => onCodeChange(value)}
        inputRef={attach}
      />
    </div>
  );
}
