export { NewLikeModal } from './new-like-modal';
