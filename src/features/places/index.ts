export { countryItems, countryNamer, regionChoice, startCountry, type CountryRegionChoice } from './places';
