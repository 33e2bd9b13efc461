import type { Translation } from '../i18n-types';

/** /landers/video and /landers/transitionsvideolanding: the video pages. */
export const landerVideo = {
  filmLabel: 'Vidéo : une soirée à deux',
  play: 'Lire la vidéo',
  pause: 'Mettre la vidéo en pause',
  silentNote: 'Sans son, avec sous-titres',
  captions: 'Sous-titres',
  profilesTitle: 'Des membres à rencontrer',
  stripTitle: 'Qui rencontrer ce soir',
  stripLabel: 'Membres – faites défiler sur le côté pour tous les voir',
  fictional: 'Profil fictif',
  videoCta: 'Inscrivez-vous gratuitement et dites bonjour',
  transitionsCta: 'Inscrivez-vous gratuitement ce soir',
  intro: {
    cue1: 'Les lumières s’allument sur la ville.',
    cue2: 'Deux personnes se retrouvent pour leur première soirée.',
    cue3: 'Tout a commencé par un message.',
    cue4: 'Votre soirée pourrait commencer ce soir.',
  },
  transitions: {
    cue1: 'Le soir tombe sur la ville.',
    cue2: 'Un premier verre, un premier toast.',
    cue3: 'Une nuit inoubliable.',
    cue4: 'Qui rencontrerez-vous ce soir ?',
  },
} satisfies Translation['landerVideo'];
