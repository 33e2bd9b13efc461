import type { Translation } from '../i18n-types';

export const signupLocation = {
  title: 'Missä asut?',
  why: 'Näytämme sinulle lähelläsi asuvia jäseniä, ja sinä näyt lähelläsi asuville jäsenille.',
  country: 'Maa',
  regionLabels: {
    province: 'Provinssi',
    state: 'Osavaltio',
    canton: 'Kantoni',
    county: 'Kreivikunta',
    voivodeship: 'Voivodikunta',
    region: 'Alue',
  },
  city: 'Paikkakunta',
  choose: 'Valitse…',
  useMyLocation: 'Käytä sijaintiani',
  locating: 'Haetaan sijaintiasi…',
  located: 'Täytimme sijaintisi. Tarkista se ja muuta tarvittaessa.',
  denied:
    'Et antanut tälle sivustolle lupaa käyttää sijaintiasi. Täytä sijaintisi alla oleviin kenttiin tai salli sijainnin käyttö selaimen asetuksissa ja yritä uudelleen.',
  unsupported: 'Selaimesi ei pysty jakamaan sijaintiasi. Täytä sijaintisi alla oleviin kenttiin.',
  unavailable: 'Sijaintiasi ei löytynyt. Täytä sijaintisi alla oleviin kenttiin.',
  notServed: 'Sijaintisi on tämän sivuston maiden ulkopuolella. Täytä sijaintisi alla oleviin kenttiin.',
  save: 'Tallenna ja jatka',
} satisfies Translation['signupLocation'];
