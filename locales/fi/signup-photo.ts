import type { Translation } from '../i18n-types';

export const signupPhoto = {
  title: 'Lisää kuva',
  why: 'Kuvalliset jäsenet saavat paljon enemmän vastauksia. Kuvasi tulee näkyviin, kun tiimimme on tarkistanut sen.',
  label: 'Profiilikuva',
  browse: 'Selaa',
  noFile: 'Kuvaa ei ole vielä valittu',
  chosen: 'Valittu: {name}',
  previewAlt: 'Valitsemasi kuvan esikatselu',
  hint: 'JPEG-, PNG- tai WebP-kuva, enintään 10 Mt.',
  chooseFirst: 'Valitse ensin kuva tai ohita tämä vaihe',
  save: 'Tallenna ja jatka',
} satisfies Translation['signupPhoto'];
