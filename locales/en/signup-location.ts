/** Signup step 2: where the member lives. */
export const signupLocation = {
  title: 'Where do you live?',
  why: 'We show you members near you, and you appear to members near you.',
  country: 'Country',
  regionLabels: {
    province: 'Province',
    state: 'State',
    canton: 'Canton',
    county: 'County',
    voivodeship: 'Voivodeship',
    region: 'Region',
  },
  city: 'City',
  choose: 'Choose…',
  useMyLocation: 'Use my location',
  locating: 'Finding your location…',
  located: 'We filled in your location. Check it and change it if needed.',
  denied:
    'You did not allow this site to use your location. Fill in your location below, or allow it in your browser settings and try again.',
  unsupported: 'Your browser cannot share your location. Please fill in your location below.',
  unavailable: 'Your location could not be found. Please fill in your location below.',
  notServed: 'Your location is outside the countries of this site. Please fill in your location below.',
  save: 'Save and continue',
};
