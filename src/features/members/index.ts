// What other features may use of the members slice: the block and report of a member, as the
// conversation offers them beside the profile (issue 15 item 2), and the member card and its
// photo timing, which the likes lists show as the search does (issue 16).
export { BlockConfirm } from './member-view/block-confirm';
export { RelationNotice } from './member-view/relation-notice';
export { ReportSlot } from './member-view/report-slot';
export { useMemberRelation } from './member-view/use-member-relation';
export { eagerCards } from './card-photos';
export { MemberCard, type MemberCardProps } from './member-card';
