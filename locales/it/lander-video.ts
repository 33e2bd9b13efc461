import type { Translation } from '../i18n-types';

/** /landers/video and /landers/transitionsvideolanding: the video pages. */
export const landerVideo = {
  filmLabel: 'Video: una serata per due',
  play: 'Riproduci il video',
  pause: 'Metti in pausa il video',
  silentNote: 'Senza audio, con sottotitoli',
  captions: 'Sottotitoli',
  profilesTitle: 'Iscritti che potresti conoscere',
  stripTitle: 'Chi potresti incontrare stasera',
  stripLabel: 'Iscritti: scorri di lato per vederli tutti',
  fictional: 'Profilo fittizio',
  videoCta: 'Iscriviti gratis e saluta',
  transitionsCta: 'Iscriviti gratis stasera',
  intro: {
    cue1: 'Sulla città si accendono le luci.',
    cue2: 'Due persone si incontrano per la loro prima serata.',
    cue3: 'Tutto è iniziato con un messaggio.',
    cue4: 'La tua serata potrebbe iniziare stasera.',
  },
  transitions: {
    cue1: 'Scende la sera sulla città.',
    cue2: 'Un primo drink, un primo brindisi.',
    cue3: 'Una notte da ricordare.',
    cue4: 'Chi incontrerai stasera?',
  },
} satisfies Translation['landerVideo'];
