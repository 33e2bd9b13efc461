export { ReactivationOffer, type ReactivationOfferProps } from './reactivation-offer';
