/**
 * The location block of the member's own profile (/profile). Its fields, the "Use my location"
 * button and the refused and unsupported messages are the signup's (`signupLocation`).
 */
export const profileLocation = {
  title: 'Your location',
  permission: {
    unknown:
      'Your browser will ask whether this site may use your location. We only use it to fill in the fields below.',
    granted: 'Your browser lets this site use your location.',
  },
  save: 'Save location',
  saved: 'Your location has been saved.',
};
