import type { Translation } from '../i18n-types';

/** /landers/video and /landers/transitionsvideolanding: the video pages. */
export const landerVideo = {
  filmLabel: 'Video: ein Abend zu zweit',
  play: 'Video abspielen',
  pause: 'Video anhalten',
  silentNote: 'Ohne Ton, mit Untertiteln',
  captions: 'Untertitel',
  profilesTitle: 'Mitglieder, die du treffen könntest',
  stripTitle: 'Wen du heute Abend treffen könntest',
  stripLabel: 'Mitglieder – seitlich scrollen, um alle zu sehen',
  fictional: 'Fiktives Profil',
  videoCta: 'Kostenlos registrieren und Hallo sagen',
  transitionsCta: 'Heute Abend kostenlos mitmachen',
  intro: {
    cue1: 'Über der Stadt gehen die Lichter an.',
    cue2: 'Zwei Menschen treffen sich zu ihrem ersten Abend.',
    cue3: 'Angefangen hat alles mit einer Nachricht.',
    cue4: 'Dein Abend könnte heute beginnen.',
  },
  transitions: {
    cue1: 'Der Abend senkt sich über die Stadt.',
    cue2: 'Ein erster Drink, ein erstes Anstoßen.',
    cue3: 'Eine Nacht, die man nicht vergisst.',
    cue4: 'Wen triffst du heute Abend?',
  },
} satisfies Translation['landerVideo'];
