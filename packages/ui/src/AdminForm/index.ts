export {
  AdminDateTimeField,
  AdminField,
  AdminFieldError,
  AdminFieldHint,
  AdminFieldRow,
  AdminFieldset,
  AdminForm,
  AdminImageField,
  adminImageTypes,
  type AdminDateTimeFieldProps,
  type AdminFormProps,
  type AdminImageFieldProps,
} from './AdminForm';
