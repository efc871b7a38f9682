export { Countdown, type CountdownEnded, type CountdownKind, type CountdownProps } from './Countdown';
export { remainingParts, type RemainingParts } from './remainingParts';
