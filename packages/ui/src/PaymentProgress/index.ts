export { PaymentProgress, type PaymentProgressProps, type PaymentStep } from './PaymentProgress';
