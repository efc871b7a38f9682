export { Redirecting } from './Redirecting';
