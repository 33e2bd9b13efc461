import type { Translation } from '../i18n-types';

/** /landers/video and /landers/transitionsvideolanding: the video pages. */
export const landerVideo = {
  filmLabel: 'Vídeo: una noche para dos',
  play: 'Reproducir el vídeo',
  pause: 'Pausar el vídeo',
  silentNote: 'Sin sonido, con subtítulos',
  captions: 'Subtítulos',
  profilesTitle: 'Miembros que podrías conocer',
  stripTitle: 'A quién podrías conocer esta noche',
  stripLabel: 'Miembros: desplázate hacia los lados para verlos a todos',
  fictional: 'Perfil ficticio',
  videoCta: 'Regístrate gratis y saluda',
  transitionsCta: 'Únete gratis esta noche',
  intro: {
    cue1: 'Las luces se encienden sobre la ciudad.',
    cue2: 'Dos personas quedan para su primera noche juntas.',
    cue3: 'Todo empezó con un mensaje.',
    cue4: 'Tu noche podría empezar hoy.',
  },
  transitions: {
    cue1: 'Cae la noche sobre la ciudad.',
    cue2: 'Una primera copa, un primer brindis.',
    cue3: 'Una noche para recordar.',
    cue4: '¿A quién conocerás esta noche?',
  },
} satisfies Translation['landerVideo'];
