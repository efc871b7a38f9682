import { useTranslation } from 'react-i18next';

export interface RichTextEditorLabels {
  /** The visible label, e.g. 'Description'. */
  label: string;
  /** Names the toolbar, e.g. 'Formatting'. */
  toolbar: string;
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
  removeLink: string;
  cancel: string;
  /** When the address is not http(s), mailto or a site path. */
  invalidLink: string;
  /** Screen-reader text of the counter, e.g. (n, max) => `${n} of ${max} characters`. */
  counter?: (length: number, max: number) => string;
}

/** The editor's own words (admin.common.editor.*), with the field's label and any overrides. */
export function useEditorLabels(
  overrides: Partial<RichTextEditorLabels> & Pick<RichTextEditorLabels, 'label'>,
): RichTextEditorLabels {
  const { t } = useTranslation();
  return {
    toolbar: t('admin.common.editor.toolbar', { field: overrides.label }),
    bold: t('admin.common.editor.bold'),
    italic: t('admin.common.editor.italic'),
    bulletList: t('admin.common.editor.bulletList'),
    numberedList: t('admin.common.editor.numberedList'),
    link: t('admin.common.editor.link'),
    undo: t('admin.common.editor.undo'),
    redo: t('admin.common.editor.redo'),
    linkAddress: t('admin.common.editor.linkAddress'),
    applyLink: t('admin.common.editor.applyLink'),
    removeLink: t('admin.common.editor.removeLink'),
    cancel: t('admin.common.cancel'),
    invalidLink: t('admin.common.editor.invalidLink'),
    counter: (length, max) => t('admin.common.counter', { length, max }),
    ...overrides,
  };
}
