export { TimeBonusModal } from './time-bonus-modal';
export { useTimeBonusLeft } from './use-time-bonus-left';
