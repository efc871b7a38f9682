import { domainError, invalid, valid, type Validation } from '../result';
import { disconnectReasonMaxLength, textLength } from './account-rules';

/** spec §5 Disconnect reason: required once trimmed, at most 500 characters. */
export function validateDisconnectReason(
  reason: string,
): Validation<{ reason: string }, 'reasonRequired' | 'reasonTooLong'> {
  const trimmed = reason.trim();
  if (trimmed === '') {
    return invalid([
      domainError('reasonRequired', 'validation.disconnect.reasonRequired', { field: 'reason' }),
    ]);
  }
  if (textLength(trimmed) > disconnectReasonMaxLength) {
    const params = { count: disconnectReasonMaxLength };
    return invalid([
      domainError('reasonTooLong', 'validation.disconnect.reasonTooLong', { field: 'reason', params }),
    ]);
  }
  return valid({ reason: trimmed });
}

export interface CharacterCounter {
  readonly count: number;
  readonly max: number;
  readonly remaining: number;
  readonly over: boolean;
}

/** The counter under the reason box ('validation.disconnect.counter': '{{count}}/{{max}}'). */
export function disconnectReasonCounter(reason: string): CharacterCounter {
  const count = textLength(reason);
  const max = disconnectReasonMaxLength;
  return { count, max, remaining: Math.max(0, max - count), over: count > max };
}

/** spec §5: disconnect buttons are disabled when no disconnections remain. */
export function canDisconnect(remainingDisconnections: number): boolean {
  return remainingDisconnections > 0;
}
