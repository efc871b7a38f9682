export {
  PaymentResult,
  type PaymentResultProps,
  type PaymentResultVariant,
  type PaymentTransactionId,
} from './PaymentResult';
