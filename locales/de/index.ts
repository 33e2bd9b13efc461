import type { Translation } from '../i18n-types';
import { account } from './account';
import { accountDeletion } from './account-deletion';
import { chat } from './chat';
import { likes } from './likes';
import { memberView } from './member-view';
import { members } from './members';
import { profilePhotos } from './profile-photos';
import { profileLocation } from './profile-location';
import { profile } from './profile';
import { report } from './report';
import { signup } from './signup';
import { signupLocation } from './signup-location';
import { signupMatches } from './signup-matches';
import { signupPhoto } from './signup-photo';
import { signupSteps } from './signup-steps';
import { swipe } from './swipe';
import { transactions } from './transactions';
import { notificationSettings } from './notification-settings';
import { notificationsList } from './notifications-list';
import { yourData } from './your-data';
import { complaints } from './complaints';
import { memberLanding } from './member-landing';
import { consentChoices } from './consent-choices';
import { landers } from './landers';
import { landerSwipe } from './lander-swipe';
import { landerAlone } from './lander-alone';
import { landerCollage } from './lander-collage';
import { landerGallery } from './lander-gallery';
import { landerIcons } from './lander-icons';
import { landerMap } from './lander-map';
import { landerSocial } from './lander-social';
import { landerVideo } from './lander-video';
import { directDebit } from './direct-debit';
import { premium } from './premium';
import { credits } from './credits';
import { root } from './root';

/** The whole catalogue: what every first render loads (root.ts) and the screens' own groups. */
const de = {
  ...root,
  account,
  accountDeletion,
  chat,
  likes,
  memberView,
  members,
  profilePhotos,
  profileLocation,
  profile,
  report,
  signup,
  signupLocation,
  signupMatches,
  signupPhoto,
  signupSteps,
  swipe,
  transactions,
  notificationSettings,
  notificationsList,
  yourData,
  complaints,
  memberLanding,
  consentChoices,
  landers,
  landerSwipe,
  landerAlone,
  landerCollage,
  landerGallery,
  landerIcons,
  landerMap,
  landerSocial,
  landerVideo,
  directDebit,
  premium,
  credits,
} satisfies Translation;

export default de;
