// What other features may use of the likes slice: the new-like modal (the member chrome) and the
// match modal (the profile view and the swipe game open it after a like that makes a match).
export type { MatchDialogProps } from './match-dialog';
export { MatchModal } from './match-modal';
export { NewLikeModal } from './new-like-modal';
