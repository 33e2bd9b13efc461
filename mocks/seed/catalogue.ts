import { currencyByCountry, siteCountries } from '../../src/domain/countries';
import { timeBonusCode, timeBonusPercent, welcomeDiscountPercent } from '../../src/domain/time-bonus';
import { at, day } from './time';

const euroPrices: [number, number, number, number] = [9.99, 24.95, 49.95, 99.95];

/** Prices of the four bundles (p0–p3, p2 popular) per currency. */
const pricesByCurrency: Record<string, [number, number, number, number]> = {
  EUR: euroPrices,
  GBP: [8.99, 21.99, 44.99, 89.99],
  USD: [10.99, 27.99, 54.99, 109.99],
  CAD: [14.99, 36.99, 72.99, 144.99],
  AUD: [15.99, 39.99, 79.99, 159.99],
  NZD: [16.99, 42.99, 84.99, 169.99],
  CHF: [9.99, 24.99, 49.99, 99.99],
  PLN: [44.99, 109.99, 219.99, 439.99],
  DKK: [74.95, 185.95, 372.95, 745.95],
  NOK: [114.95, 289.95, 579.95, 1159.95],
  SEK: [114.95, 289.95, 579.95, 1159.95],
};
const credits = [20, 60, 150, 400] as const;
const tiers = ['p0', 'p1', 'p2', 'p3'] as const;

export const bundleSeeds = () =>
  siteCountries.flatMap((country, countryIndex) => {
    const currency = currencyByCountry[country];
    const prices = pricesByCurrency[currency] ?? euroPrices;
    return credits.map((amountOfCredits, n) => ({
      id: countryIndex * 10 + n + 1,
      country,
      credits: amountOfCredits,
      amount: prices[n] ?? 0,
      currency,
      popular: n === 2,
      tier: tiers[n] ?? 'p0',
      discountPercentage: n === 3 ? 20 : null,
    }));
  });

export const giftSeeds = () =>
  [
    ['Red rose', 'flowers', 5],
    ['Bouquet', 'flowers', 15],
    ['Teddy bear', 'cute', 10],
    ['Chocolates', 'sweet', 8],
    ['Heart', 'love', 3],
    ['Kiss', 'love', 3],
    ['Champagne', 'party', 20],
    ['Diamond ring', 'luxury', 50],
    ['Coffee', 'casual', 4],
    ['Cupcake', 'sweet', 4],
    ['Sunflower', 'flowers', 6],
    ['Love letter', 'love', 5],
  ].map(([name, category, giftCredits], index) => ({
    id: index + 1,
    name: String(name),
    image: `/cdn/gifts/${String(name).toLowerCase().replace(/\s+/g, '-')}.png`,
    credits: Number(giftCredits),
    category: String(category),
  }));

/** TIMEBONUS25 (spec §3), the welcome code, one used code, one expired, one with a minimum order. */
export const discountCodeSeeds = (start: number) => [
  {
    code: timeBonusCode,
    country: null,
    memberId: null,
    expires: null,
    valuePercentage: timeBonusPercent,
    currency: null,
    minimumOrderValue: null,
    validity: 'once-per-user' as const,
    paymentMethods: null,
  },
  {
    code: 'WELCOME25',
    country: null,
    memberId: null,
    expires: null,
    valuePercentage: welcomeDiscountPercent,
    currency: null,
    minimumOrderValue: null,
    validity: 'once-per-user' as const,
    paymentMethods: null,
  },
  {
    code: 'SPRING10',
    country: null,
    memberId: null,
    expires: at(start, 30 * day),
    valuePercentage: 10,
    currency: null,
    minimumOrderValue: null,
    validity: 'once-per-user' as const,
    paymentMethods: null,
  },
  {
    code: 'OLD5',
    country: null,
    memberId: null,
    expires: at(start, -2 * day),
    valuePercentage: 5,
    currency: null,
    minimumOrderValue: null,
    validity: 'once' as const,
    paymentMethods: null,
  },
  {
    code: 'BIG20',
    country: 'NL',
    memberId: null,
    expires: null,
    valuePercentage: 20,
    currency: 'EUR',
    minimumOrderValue: 40,
    validity: 'unlimited' as const,
    paymentMethods: ['ideal', 'credit_card'],
  },
];
