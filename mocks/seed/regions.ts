import type { SiteCountry } from '../../src/domain/countries';

/** A few regions per country, with a centre point for reverse geocoding and a main city. */
export interface RegionSeed {
  id: number;
  country: SiteCountry;
  name: string;
  city: string;
  lat: number;
  lon: number;
}

const table: [SiteCountry, string, string, number, number][] = [
  ['GB', 'Greater London', 'London', 51.51, -0.13],
  ['GB', 'Greater Manchester', 'Manchester', 53.48, -2.24],
  ['GB', 'West Yorkshire', 'Leeds', 53.8, -1.55],
  ['GB', 'Merseyside', 'Liverpool', 53.41, -2.98],
  ['IE', 'Dublin', 'Dublin', 53.35, -6.26],
  ['IE', 'Cork', 'Cork', 51.9, -8.47],
  ['US', 'California', 'Los Angeles', 34.05, -118.24],
  ['US', 'New York', 'New York', 40.71, -74.01],
  ['US', 'Texas', 'Houston', 29.76, -95.37],
  ['NL', 'Noord-Holland', 'Amsterdam', 52.37, 4.9],
  ['NL', 'Zuid-Holland', 'Rotterdam', 51.92, 4.48],
  ['NL', 'Utrecht', 'Utrecht', 52.09, 5.12],
  ['BE', 'Antwerpen', 'Antwerpen', 51.22, 4.4],
  ['BE', 'Brussel', 'Brussel', 50.85, 4.35],
  ['FR', 'Île-de-France', 'Paris', 48.86, 2.35],
  ['FR', 'Provence-Alpes-Côte d’Azur', 'Marseille', 43.3, 5.37],
  ['IT', 'Lazio', 'Roma', 41.9, 12.5],
  ['IT', 'Lombardia', 'Milano', 45.46, 9.19],
  ['ES', 'Madrid', 'Madrid', 40.42, -3.7],
  ['ES', 'Barcelona', 'Barcelona', 41.39, 2.17],
  ['DE', 'Berlin', 'Berlin', 52.52, 13.4],
  ['DE', 'Bayern', 'München', 48.14, 11.58],
  ['AT', 'Wien', 'Wien', 48.21, 16.37],
  ['AT', 'Tirol', 'Innsbruck', 47.27, 11.4],
  ['CA', 'Ontario', 'Toronto', 43.65, -79.38],
  ['CA', 'Québec', 'Montréal', 45.5, -73.57],
  ['PL', 'Mazowieckie', 'Warszawa', 52.23, 21.01],
  ['PL', 'Małopolskie', 'Kraków', 50.06, 19.94],
  ['AU', 'New South Wales', 'Sydney', -33.87, 151.21],
  ['AU', 'Victoria', 'Melbourne', -37.81, 144.96],
  ['NZ', 'Auckland', 'Auckland', -36.85, 174.76],
  ['NZ', 'Wellington', 'Wellington', -41.29, 174.78],
  ['CH', 'Zürich', 'Zürich', 47.38, 8.54],
  ['CH', 'Genève', 'Genève', 46.2, 6.14],
  ['DK', 'Hovedstaden', 'København', 55.68, 12.57],
  ['DK', 'Midtjylland', 'Aarhus', 56.16, 10.2],
  ['FI', 'Uusimaa', 'Helsinki', 60.17, 24.94],
  ['FI', 'Pirkanmaa', 'Tampere', 61.5, 23.76],
  ['NO', 'Oslo', 'Oslo', 59.91, 10.75],
  ['NO', 'Vestland', 'Bergen', 60.39, 5.32],
  ['SE', 'Stockholms län', 'Stockholm', 59.33, 18.07],
  ['SE', 'Västra Götalands län', 'Göteborg', 57.71, 11.97],
];

export const regionSeeds: RegionSeed[] = table.map(([country, name, city, lat, lon], index) => ({
  id: index + 1,
  country,
  name,
  city,
  lat,
  lon,
}));
