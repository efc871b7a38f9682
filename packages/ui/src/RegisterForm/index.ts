export {
  RegisterForm,
  type Country,
  type RegisterFormLabels,
  type RegisterFormProps,
  type RegisterValues,
} from './RegisterForm';
