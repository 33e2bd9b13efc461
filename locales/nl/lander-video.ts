import type { Translation } from '../i18n-types';

/** /landers/video and /landers/transitionsvideolanding: the video pages. */
export const landerVideo = {
  filmLabel: 'Video: een avond met z’n tweeën',
  play: 'Video afspelen',
  pause: 'Video pauzeren',
  silentNote: 'Zonder geluid, met ondertiteling',
  captions: 'Ondertiteling',
  profilesTitle: 'Leden die je zou kunnen ontmoeten',
  stripTitle: 'Wie je vanavond zou kunnen ontmoeten',
  stripLabel: 'Leden – scroll opzij om ze allemaal te zien',
  fictional: 'Fictief profiel',
  videoCta: 'Meld je gratis aan en zeg hallo',
  transitionsCta: 'Doe vanavond gratis mee',
  intro: {
    cue1: 'Boven de stad gaan de lichten aan.',
    cue2: 'Twee mensen zien elkaar voor hun eerste avondje uit.',
    cue3: 'Het begon allemaal met één bericht.',
    cue4: 'Jouw avond kan vandaag beginnen.',
  },
  transitions: {
    cue1: 'De avond valt over de stad.',
    cue2: 'Een eerste drankje, een eerste toost.',
    cue3: 'Een nacht om nooit te vergeten.',
    cue4: 'Wie ontmoet jij vanavond?',
  },
} satisfies Translation['landerVideo'];
