// What other features may use of the notifications slice: the member's notifications list, a
// section of the settings screen /notifications (decision 026).
export { NotificationsSection } from './notifications-section';
export { useNotificationsSettled } from './use-notification-pages';
