import type { Translation } from '../i18n-types';

/** /landers/video and /landers/transitionsvideolanding: the video pages. */
export const landerVideo = {
  filmLabel: 'Video: en aften for to',
  play: 'Afspil videoen',
  pause: 'Sæt videoen på pause',
  silentNote: 'Uden lyd, med undertekster',
  captions: 'Undertekster',
  profilesTitle: 'Medlemmer, du kunne møde',
  stripTitle: 'Hvem du kunne møde i aften',
  stripLabel: 'Medlemmer – rul sidelæns for at se dem alle',
  fictional: 'Fiktiv profil',
  videoCta: 'Tilmeld dig gratis og sig hej',
  transitionsCta: 'Bliv gratis medlem i aften',
  intro: {
    cue1: 'Lysene tændes over byen.',
    cue2: 'To mennesker mødes til deres første aften sammen.',
    cue3: 'Det hele begyndte med én besked.',
    cue4: 'Din aften kan begynde lige nu.',
  },
  transitions: {
    cue1: 'Aftenen sænker sig over byen.',
    cue2: 'En første drink, en første skål.',
    cue3: 'En nat, man husker.',
    cue4: 'Hvem møder du i aften?',
  },
} satisfies Translation['landerVideo'];
