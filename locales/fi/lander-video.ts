import type { Translation } from '../i18n-types';

/** /landers/video and /landers/transitionsvideolanding: the video pages. */
export const landerVideo = {
  filmLabel: 'Video: ilta kahdestaan',
  play: 'Toista video',
  pause: 'Keskeytä video',
  silentNote: 'Ei ääntä, tekstitetty',
  captions: 'Tekstitys',
  profilesTitle: 'Jäseniä, joihin voisit tutustua',
  stripTitle: 'Ketä voisit tavata tänä iltana',
  stripLabel: 'Jäsenet – vieritä sivuttain nähdäksesi kaikki',
  fictional: 'Fiktiivinen profiili',
  videoCta: 'Liity maksutta ja sano hei',
  transitionsCta: 'Liity maksutta tänä iltana',
  intro: {
    cue1: 'Kaupungin valot syttyvät.',
    cue2: 'Kaksi ihmistä viettää ensimmäistä iltaansa yhdessä.',
    cue3: 'Kaikki alkoi yhdestä viestistä.',
    cue4: 'Sinun iltasi voisi alkaa tänään.',
  },
  transitions: {
    cue1: 'Ilta laskeutuu kaupungin ylle.',
    cue2: 'Ensimmäinen drinkki, ensimmäinen malja.',
    cue3: 'Ilta, joka jää mieleen.',
    cue4: 'Kenet sinä tapaat tänä iltana?',
  },
} satisfies Translation['landerVideo'];
