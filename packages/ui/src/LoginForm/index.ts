export { AuthDivider } from './AuthDivider';
export { LoginForm, type LoginFormLabels, type LoginFormProps, type LoginValues } from './LoginForm';
