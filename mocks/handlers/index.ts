import { accountHandlers } from './account';
import { accountLifecycleHandlers } from './account-lifecycle';
import { cdnHandler } from './cdn';
import { chatHandlers } from './chat';
import { clientReportHandlers } from './client-reports';
import { commerceHandlers } from './commerce';
import { conversationHandlers } from './conversations';
import { dataExportHandlers } from './data-export';
import { likeActionHandlers } from './likes-actions';
import { likesHandlers } from './likes';
import { membersHandlers } from './members';
import { notificationHandlers } from './notifications';
import { notSimulatedHandler } from './not-simulated';
import { pageHandlers } from './pages';
import { paymentHandlers } from './payments';
import { reportHandlers } from './reports';
import { siteHandlers } from './site';
import { webAppManifestHandlers } from './web-app-manifest';

export { notSimulatedHeader } from './not-simulated';

/** Every simulated endpoint; the same list runs in the browser, in vitest and over HTTP. */
export const handlers = [
  ...siteHandlers,
  ...clientReportHandlers,
  ...webAppManifestHandlers,
  ...pageHandlers,
  ...accountHandlers,
  ...accountLifecycleHandlers,
  ...notificationHandlers,
  ...dataExportHandlers,
  ...membersHandlers,
  ...reportHandlers,
  ...likesHandlers,
  ...likeActionHandlers,
  ...chatHandlers,
  ...conversationHandlers,
  ...commerceHandlers,
  ...paymentHandlers,
  cdnHandler,
  notSimulatedHandler,
];
