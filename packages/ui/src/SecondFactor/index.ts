export { AuthenticatorEnrolment, type AuthenticatorEnrolmentProps } from './AuthenticatorEnrolment';
export { SecondFactorForm, type SecondFactorFormProps } from './SecondFactorForm';
