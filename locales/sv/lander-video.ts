import type { Translation } from '../i18n-types';

/** /landers/video and /landers/transitionsvideolanding: the video pages. */
export const landerVideo = {
  filmLabel: 'Video: en kväll för två',
  play: 'Spela upp videon',
  pause: 'Pausa videon',
  silentNote: 'Utan ljud, med undertexter',
  captions: 'Undertexter',
  profilesTitle: 'Medlemmar du kan träffa',
  stripTitle: 'Vem du kan träffa i kväll',
  stripLabel: 'Medlemmar – scrolla åt sidan för att se alla',
  fictional: 'Fiktiv profil',
  videoCta: 'Registrera dig gratis och säg hej',
  transitionsCta: 'Gå med gratis i kväll',
  intro: {
    cue1: 'Ljusen tänds över staden.',
    cue2: 'Två människor träffas för sin första kväll tillsammans.',
    cue3: 'Det hela började med ett meddelande.',
    cue4: 'Din kväll kan börja i dag.',
  },
  transitions: {
    cue1: 'Kvällen sänker sig över staden.',
    cue2: 'En första drink, en första skål.',
    cue3: 'En natt att minnas.',
    cue4: 'Vem träffar du i kväll?',
  },
} satisfies Translation['landerVideo'];
