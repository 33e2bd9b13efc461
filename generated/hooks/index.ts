export * from './account/account';
export * from './chat/chat';
export * from './commerce/commerce';
export * from './likes/likes';
export * from './members/members';
export * from './notifications/notifications';
export * from './site/site';
