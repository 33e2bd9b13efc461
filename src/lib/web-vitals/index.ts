export { createClsWindow, type LayoutShift } from './cls';
export { createInpTracker, type InteractionEvent } from './inp';
export { observeVitals, type VitalValues } from './observe';
export { vitalRating, vitalThresholds, type VitalName, type VitalRating } from './rating';
