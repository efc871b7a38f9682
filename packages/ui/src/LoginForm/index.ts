export { AuthDivider } from './AuthDivider';
export { LoginForm, type LoginFormProps, type LoginValues } from './LoginForm';
