import { domainError, invalid, valid, type Validation } from '../result';

export interface EnrolmentFundsInput {
  readonly entryFee: number;
  readonly gCoinsAvailable: number;
}

/**
 * spec §5 Enrolment: with an entry fee above 0 and fewer GCoins than the fee, enrolment is blocked with
 * 'Insufficient GCoins. You need at least {n} GCoin(s)…' (count = the fee).
 */
export function validateEnrolmentFunds({
  entryFee,
  gCoinsAvailable,
}: EnrolmentFundsInput): Validation<EnrolmentFundsInput, 'insufficientGCoins'> {
  if (entryFee > 0 && gCoinsAvailable < entryFee) {
    return invalid([
      domainError('insufficientGCoins', 'errors.challenge.insufficientGCoins', {
        params: { count: entryFee },
      }),
    ]);
  }
  return valid({ entryFee, gCoinsAvailable });
}
