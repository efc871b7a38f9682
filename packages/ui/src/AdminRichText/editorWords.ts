import { useTranslation } from 'react-i18next';

/** The rich-text editor's own words (admin.common.editor.*, issue 32): its caller gives only the field's name. */
export interface RichTextEditorWords {
  /** Names the toolbar after its field, e.g. (field) => `${field}: formatting`. */
  toolbar: (field: string) => string;
  bold: string;
  italic: string;
  bulletList: string;
  numberedList: string;
  link: string;
  undo: string;
  redo: string;
  /** The link form. */
  linkAddress: string;
  applyLink: string;
  cancel: string;
  /** When the address is not http(s), mailto or a site path. */
  invalidLink: string;
  /** Screen-reader text of the counter, e.g. (n, max) => `${n} of ${max} characters`. */
  counter: (length: number, max: number) => string;
}

export function useEditorWords(): RichTextEditorWords {
  const { t } = useTranslation();
  return {
    toolbar: (field) => t('admin.common.editor.toolbar', { field }),
    bold: t('admin.common.editor.bold'),
    italic: t('admin.common.editor.italic'),
    bulletList: t('admin.common.editor.bulletList'),
    numberedList: t('admin.common.editor.numberedList'),
    link: t('admin.common.editor.link'),
    undo: t('admin.common.editor.undo'),
    redo: t('admin.common.editor.redo'),
    linkAddress: t('admin.common.editor.linkAddress'),
    applyLink: t('admin.common.editor.applyLink'),
    cancel: t('admin.common.cancel'),
    invalidLink: t('admin.common.editor.invalidLink'),
    counter: (length, max) => t('admin.common.counter', { length, max }),
  };
}
