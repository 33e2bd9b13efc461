/*
 * The about-you step saves through the same hook as the location step and the profile's location
 * block; it lives in features/places now, and this name stays for the step that imports it here.
 */
export { useProfileSave } from '../../places';
