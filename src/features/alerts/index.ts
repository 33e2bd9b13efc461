export { EnrichProfileAlert } from './enrich-profile-alert';
export { offersEnrichProfile } from './enrich-profile-rule';
export { useDismissal, type Dismissal } from './use-dismissal';
export { MemberAlerts } from './member-alerts';
