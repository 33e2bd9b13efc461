// The limit and its check are the domain's (the simulated backend applies the same); the location
// step imports them from here.
export { checkCity, cityMaxLength } from '../../../domain/profile-text-rules';
