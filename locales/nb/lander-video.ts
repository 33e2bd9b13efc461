import type { Translation } from '../i18n-types';

/** /landers/video and /landers/transitionsvideolanding: the video pages. */
export const landerVideo = {
  filmLabel: 'Video: en kveld for to',
  play: 'Spill av videoen',
  pause: 'Sett videoen på pause',
  silentNote: 'Uten lyd, med undertekster',
  captions: 'Undertekster',
  profilesTitle: 'Medlemmer du kan møte',
  stripTitle: 'Hvem du kan møte i kveld',
  stripLabel: 'Medlemmer – rull sidelengs for å se alle',
  fictional: 'Fiktiv profil',
  videoCta: 'Registrer deg gratis og si hei',
  transitionsCta: 'Bli med gratis i kveld',
  intro: {
    cue1: 'Lysene tennes over byen.',
    cue2: 'To mennesker møtes til sin første kveld sammen.',
    cue3: 'Det hele startet med én melding.',
    cue4: 'Din kveld kan starte i dag.',
  },
  transitions: {
    cue1: 'Kvelden senker seg over byen.',
    cue2: 'En første drink, en første skål.',
    cue3: 'En natt å huske.',
    cue4: 'Hvem møter du i kveld?',
  },
} satisfies Translation['landerVideo'];
