import chatDeleteFailsAndListReloads from './chat-delete-fails-and-list-reloads';
import loginBlockedAfterWrongPasswords from './login-blocked-after-wrong-passwords';
import messageSentOnceAfterLostAnswer from './message-sent-once-after-lost-answer';
import orderPlacedOnceAfterLostAnswer from './order-placed-once-after-lost-answer';
import reportMemberOnce from './report-member-once';
import type { Scenario } from './scenario';
import resetLinkExpired from './reset-link-expired';
import resetTooManyToday from './reset-too-many-today';
import signupEmailTaken from './signup-email-taken';
import signupWithTrafficSourceOnly from './signup-with-traffic-source-only';
import deleteThenReactivateWithin14Days from './delete-then-reactivate-within-14-days';
import reactivateAfter15DaysRefused from './reactivate-after-15-days-refused';
import signupInviteOnlyRefused from './signup-invite-only-refused';
import timeBonusExpiresAfter4Hours from './time-bonus-expires-after-4-hours';
import freeMemberPhotoLimit from './free-member-photo-limit';
import premiumMember25Photos from './premium-member-25-photos';
import blockedMemberSeesBlockMessage from './blocked-member-sees-block-message';
import invisibleMemberHiddenFromSearch from './invisible-member-hidden-from-search';
import loggedOutSearchDisabled from './logged-out-search-disabled';
import loggedOutSearchWithTrafficSource from './logged-out-search-with-traffic-source';
import openingANewLikeMarksItSeen from './opening-a-new-like-marks-it-seen';
import geolocationDeniedThenManualLocation from './geolocation-denied-then-manual-location';
import thirdConversationRefusedForFreeMember from './third-conversation-refused-for-free-member';
import sendFailsThenRetryOnce from './send-fails-then-retry-once';
import sentOfflineDeliveredOnce from './sent-offline-delivered-once';
import outOfCreditsMidChat from './out-of-credits-mid-chat';
import giftCostsGiftCredits from './gift-costs-gift-credits';
import photoMessageCostsPhotoCredits from './photo-message-costs-photo-credits';
import blockedMemberCannotMessage from './blocked-member-cannot-message';
import unconfirmedMemberCannotReceiveReplies from './unconfirmed-member-cannot-receive-replies';
import premiumFeaturesWorkWithZeroCredits from './premium-features-work-with-zero-credits';
import likeThenUnlike from './like-then-unlike';
import mutualLikeShowsMatch from './mutual-like-shows-match';
import visitorLikeAsksToLogIn from './visitor-like-asks-to-log-in';
import swipeLimitThenNextDay from './swipe-limit-then-next-day';
import newLikeModalAfterTSeconds from './new-like-modal-after-t-seconds';
import paymentFailedThenOtherMethod from './payment-failed-then-other-method';
import paymentPendingThenCompleted from './payment-pending-then-completed';
import paymentCancelled from './payment-cancelled';
import storedCardFailsOffersManualCardOrPaypal from './stored-card-fails-offers-manual-card-or-paypal';
import wireTransferShowsReference from './wire-transfer-shows-reference';
import repeatOrder from './repeat-order';
import discountCodeNotFound from './discount-code-not-found';
import discountCodeUsedTwice from './discount-code-used-twice';
import discountMinimumOrder from './discount-minimum-order';
import welcomeDiscountFirstPurchaseOnly from './welcome-discount-first-purchase-only';
import timeBonusModalAfter40Seconds from './time-bonus-modal-after-40-seconds';
import purchaseMakesPremium from './purchase-makes-premium';
import directDebitSmsWrongCode from './direct-debit-sms-wrong-code';
import directDebitBlocked from './direct-debit-blocked';
import directDebitLimitReached from './direct-debit-limit-reached';
import notificationsDisabledByBounceShowsAlert from './notifications-disabled-by-bounce-shows-alert';
import pushSubscribeThenMessageReloadsChats from './push-subscribe-then-message-reloads-chats';
import pushClickOpensConversation from './push-click-opens-conversation';
import pushClickForeignUrlIgnored from './push-click-foreign-url-ignored';
import invisibleMemberCannotBeMessagedFirst from './invisible-member-cannot-be-messaged-first';
import alertDismissalRemembered from './alert-dismissal-remembered';
import complaintSubmitted from './complaint-submitted';
import consentRejectedStoresNoTracking from './consent-rejected-stores-no-tracking';
import memberLandingSignupOpensThatProfile from './member-landing-signup-opens-that-profile';
import landerUnknownSlug404 from './lander-unknown-slug-404';
import nichePrefixKeepsNiche from './niche-prefix-keeps-niche';
import landerSignupWithTrafficSource from './lander-signup-with-traffic-source';
import signupInviteOnlyFromLander from './signup-invite-only-from-lander';
import signupInvalidFieldsRefused from './signup-invalid-fields-refused';
import signupUnderMinimumAgeRefused from './signup-under-minimum-age-refused';
import passwordChangeNeedsOldPassword from './password-change-needs-old-password';
import mailChangeInvalidAddress from './mail-change-invalid-address';
import resetPasswordsMustMatch from './reset-passwords-must-match';
import resetUnknownAddressNotFound from './reset-unknown-address-not-found';
import activationLinkUnblocksReplies from './activation-link-unblocks-replies';
import activationLinkInvalidRefused from './activation-link-invalid-refused';
import logoutEndsSessionAndTimeBonus from './logout-ends-session-and-time-bonus';
import openingAConversationReadsIt from './opening-a-conversation-reads-it';
import chatDeletedLeavesTheList from './chat-deleted-leaves-the-list';
import visitorMustLogInToChatOrGift from './visitor-must-log-in-to-chat-or-gift';
import timeBonusEndsWithFirstPurchase from './time-bonus-ends-with-first-purchase';
import termsDateAndSupportPhone from './terms-date-and-support-phone';
import refundDaysPerSite from './refund-days-per-site';
import regionsLabelledPerCountry from './regions-labelled-per-country';
import paymentMethodsPerCountry from './payment-methods-per-country';
import premiumTiersPromiseHigherMatchChance from './premium-tiers-promise-higher-match-chance';
import messageTooLongRefused from './message-too-long-refused';
import newPhotoBecomesMainOnceApproved from './new-photo-becomes-main-once-approved';
import notificationsSpamComplaintThenOptIn from './notifications-spam-complaint-then-opt-in';

export const scenarios: Scenario[] = [
  loginBlockedAfterWrongPasswords,
  timeBonusExpiresAfter4Hours,
  signupInviteOnlyRefused,
  chatDeleteFailsAndListReloads,
  resetLinkExpired,
  resetTooManyToday,
  signupEmailTaken,
  signupWithTrafficSourceOnly,
  deleteThenReactivateWithin14Days,
  reactivateAfter15DaysRefused,
  messageSentOnceAfterLostAnswer,
  orderPlacedOnceAfterLostAnswer,
  reportMemberOnce,
  freeMemberPhotoLimit,
  premiumMember25Photos,
  blockedMemberSeesBlockMessage,
  invisibleMemberHiddenFromSearch,
  loggedOutSearchDisabled,
  loggedOutSearchWithTrafficSource,
  openingANewLikeMarksItSeen,
  geolocationDeniedThenManualLocation,
  thirdConversationRefusedForFreeMember,
  sendFailsThenRetryOnce,
  sentOfflineDeliveredOnce,
  outOfCreditsMidChat,
  premiumFeaturesWorkWithZeroCredits,
  giftCostsGiftCredits,
  photoMessageCostsPhotoCredits,
  blockedMemberCannotMessage,
  unconfirmedMemberCannotReceiveReplies,
  likeThenUnlike,
  mutualLikeShowsMatch,
  visitorLikeAsksToLogIn,
  swipeLimitThenNextDay,
  newLikeModalAfterTSeconds,
  paymentFailedThenOtherMethod,
  paymentPendingThenCompleted,
  paymentCancelled,
  storedCardFailsOffersManualCardOrPaypal,
  wireTransferShowsReference,
  repeatOrder,
  discountCodeNotFound,
  discountCodeUsedTwice,
  discountMinimumOrder,
  welcomeDiscountFirstPurchaseOnly,
  timeBonusModalAfter40Seconds,
  purchaseMakesPremium,
  directDebitSmsWrongCode,
  directDebitBlocked,
  directDebitLimitReached,
  notificationsDisabledByBounceShowsAlert,
  pushSubscribeThenMessageReloadsChats,
  pushClickOpensConversation,
  pushClickForeignUrlIgnored,
  invisibleMemberCannotBeMessagedFirst,
  alertDismissalRemembered,
  complaintSubmitted,
  consentRejectedStoresNoTracking,
  memberLandingSignupOpensThatProfile,
  landerUnknownSlug404,
  nichePrefixKeepsNiche,
  landerSignupWithTrafficSource,
  signupInviteOnlyFromLander,
  signupInvalidFieldsRefused,
  signupUnderMinimumAgeRefused,
  passwordChangeNeedsOldPassword,
  mailChangeInvalidAddress,
  resetPasswordsMustMatch,
  resetUnknownAddressNotFound,
  activationLinkUnblocksReplies,
  activationLinkInvalidRefused,
  logoutEndsSessionAndTimeBonus,
  openingAConversationReadsIt,
  chatDeletedLeavesTheList,
  visitorMustLogInToChatOrGift,
  timeBonusEndsWithFirstPurchase,
  termsDateAndSupportPhone,
  refundDaysPerSite,
  regionsLabelledPerCountry,
  paymentMethodsPerCountry,
  premiumTiersPromiseHigherMatchChance,
  messageTooLongRefused,
  newPhotoBecomesMainOnceApproved,
  notificationsSpamComplaintThenOptIn,
];

export const scenarioNamed = (name: string): Scenario | undefined => scenarios.find((s) => s.name === name);
