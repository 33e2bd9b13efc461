export * from './site/site';
