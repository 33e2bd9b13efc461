export * from './settings/settings';
