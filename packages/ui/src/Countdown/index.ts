export { Countdown, type CountdownProps, type CountdownUnitLabels } from './Countdown';
export { remainingParts, type RemainingParts } from './remainingParts';
