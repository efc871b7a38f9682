import { css, useTheme } from '@emotion/react';
import { isAllowedRichTextHref } from '@arena/domain';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { useEditorWords } from './editorWords';

/**
 * The link commands: the toolbar's Link button removes the link under the cursor, or opens the form for
 * an address; applying it links the selection if the address is allowed (http(s), mailto or a site path).
 */
export function useLinkForm(editor: Editor, onLink: boolean) {
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [invalid, setInvalid] = useState(false);
  return {
    open,
    address,
    invalid,
    toggle: () => {
      if (onLink) {
        editor.chain().focus().extendMarkRange('link').unsetLink().run();
        return;
      }
      setAddress(String(editor.getAttributes('link').href ?? ''));
      setInvalid(false);
      setOpen(true);
    },
    edit: (next: string) => {
      setAddress(next);
      setInvalid(false);
    },
    apply: () => {
      const href = address.trim();
      if (!isAllowedRichTextHref(href)) {
        setInvalid(true);
        return;
      }
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
      setOpen(false);
    },
    cancel: () => {
      setOpen(false);
      editor.commands.focus();
    },
  };
}

export type LinkFormState = ReturnType<typeof useLinkForm>;

/** The address form under the toolbar (Enter applies, Escape cancels), in its own words. */
export function LinkForm({ form }: { form: LinkFormState }) {
  const theme = useTheme();
  const words = useEditorWords();
  return (
    <div
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: flex-end;
        gap: ${theme.space[2]};
        padding: ${theme.space[3]};
        border-block-end: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        & > :first-of-type {
          flex: 1 1 14rem;
        }
      `}
    >
      <div dir="ltr">
        <TextField
          type="url"
          label={words.linkAddress}
          value={form.address}
          placeholder="https://"
          onChange={form.edit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              form.apply();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              form.cancel();
            }
          }}
          error={form.invalid ? words.invalidLink : undefined}
        />
      </div>
      <Button size="sm" onClick={form.apply}>
        {words.applyLink}
      </Button>
      <Button size="sm" variant="secondary" onClick={form.cancel}>
        {words.cancel}
      </Button>
    </div>
  );
}
