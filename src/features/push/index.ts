export { pushSupported, pushWorkerScope, pushWorkerUrl, requestPushSubscription } from './push-subscription';
export { pushPermissionState, readPushState, type PushState } from './push-state';
export { pushStateKey, turnPushOn, type TurnOnResult } from './turn-push-on';
export { turnPushOff } from './turn-push-off';
