export { RegisterForm, type Country, type RegisterFormProps, type RegisterValues } from './RegisterForm';
