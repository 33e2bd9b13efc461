import type { Translation } from '../i18n-types';

/** /landers/video and /landers/transitionsvideolanding: the video pages. */
export const landerVideo = {
  filmLabel: 'Wideo: wieczór we dwoje',
  play: 'Odtwórz wideo',
  pause: 'Wstrzymaj wideo',
  silentNote: 'Bez dźwięku, z napisami',
  captions: 'Napisy',
  profilesTitle: 'Osoby, które możesz poznać',
  stripTitle: 'Kogo możesz dziś poznać',
  stripLabel: 'Członkowie – przewiń w bok, aby zobaczyć wszystkich',
  fictional: 'Profil fikcyjny',
  videoCta: 'Zarejestruj się za darmo i przywitaj się',
  transitionsCta: 'Dołącz za darmo jeszcze dziś',
  intro: {
    cue1: 'Nad miastem zapalają się światła.',
    cue2: 'Dwoje ludzi spotyka się na pierwszy wspólny wieczór.',
    cue3: 'Wszystko zaczęło się od jednej wiadomości.',
    cue4: 'Twój wieczór może zacząć się już dziś.',
  },
  transitions: {
    cue1: 'Nad miastem zapada wieczór.',
    cue2: 'Pierwszy drink, pierwszy toast.',
    cue3: 'Noc, której się nie zapomina.',
    cue4: 'Kogo poznasz dziś wieczorem?',
  },
} satisfies Translation['landerVideo'];
