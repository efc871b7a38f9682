export {
  PasswordChangeForm,
  type PasswordChangeFormProps,
  type PasswordChangeValues,
} from './PasswordChangeForm';
