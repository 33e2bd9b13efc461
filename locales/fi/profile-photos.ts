import type { Translation } from '../i18n-types';

export const profilePhotos = {
  count: 'Kuvia {used}/{limit}',
  reviewNote: 'Jäsenet näkevät kuvan, kun tiimimme on tarkistanut sen.',
  empty: 'Ei vielä kuvia – lisää kuva, jotta jäsenet näkevät sinut',
  photoAlt: 'Käyttäjän {name} kuva {index}',
  mainPhoto: 'Pääkuva',
  status: {
    pending: 'Odottaa tarkistusta',
    active: 'Aktiivinen',
    rejected: 'Hylätty',
  },
  explain: {
    pending: 'Vain sinä näet sen, kunnes tiimimme on tarkistanut sen.',
    rejected:
      'Se ei täytä kuvasääntöjämme, joten muut eivät näe sitä. Poista se, niin voit lisätä tilalle toisen.',
  },
  setMain: 'Aseta pääkuvaksi',
  delete: 'Poista',
  deleteConfirm: {
    title: 'Poistetaanko tämä kuva?',
    body: 'Kuva poistetaan profiilistasi pysyvästi.',
    mainBody: 'Se on pääkuvasi: uusin aktiivinen kuvasi tulee pääkuvaksi sen tilalle.',
    confirm: 'Poista kuva',
    cancel: 'Säilytä',
  },
  add: {
    title: 'Lisää kuva',
    hint: 'JPEG-, PNG- tai WebP-kuva, enintään 10 Mt.',
    browse: 'Selaa',
    chosen: 'Valittu: {name}',
    previewAlt: 'Lisättävän kuvan esikatselu',
    uploading: 'Kuvaasi ladataan…',
    retry: 'Yritä uudelleen',
    discard: 'Peruuta',
  },
  limit: {
    reached: 'Olet saavuttanut {limit} kuvan rajan. Poista yksi, jos haluat lisätä toisen.',
    premium: 'Premium-jäsenillä voi olla jopa {premiumLimit} kuvaa.',
    getPremium: 'Hanki Premium',
  },
  done: {
    added: 'Kuva lisätty. Jäsenet näkevät sen, kun tiimimme on tarkistanut sen.',
    mainSet: 'Tämä on nyt pääkuvasi.',
    deleted: 'Kuva poistettu.',
  },
  failed: {
    notAllowedMain: 'Vain aktiivinen kuva voi olla pääkuvasi. Odota, että tiimimme tarkistaa sen.',
    gone: 'Tätä kuvaa ei ole enää.',
  },
} satisfies Translation['profilePhotos'];
