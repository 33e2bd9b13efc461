import type { Translation } from '../i18n-types';

export const signupLocation = {
  title: '¿Dónde vives?',
  why: 'Te mostramos miembros cerca de ti, y los miembros de tu zona también pueden verte a ti.',
  country: 'País',
  regionLabels: {
    province: 'Provincia',
    state: 'Estado',
    canton: 'Cantón',
    county: 'Condado',
    voivodeship: 'Voivodato',
    region: 'Región',
  },
  city: 'Ciudad',
  choose: 'Elige…',
  useMyLocation: 'Usar mi ubicación',
  locating: 'Buscando tu ubicación…',
  located: 'Hemos rellenado tu ubicación. Revísala y cámbiala si es necesario.',
  denied:
    'No has permitido que este sitio use tu ubicación. Indica tu ubicación abajo, o permite el acceso en los ajustes de tu navegador y vuelve a intentarlo.',
  unsupported: 'Tu navegador no puede compartir tu ubicación. Indica tu ubicación abajo.',
  unavailable: 'No se ha podido encontrar tu ubicación. Indica tu ubicación abajo.',
  notServed: 'Tu ubicación está fuera de los países que cubre este sitio. Indica tu ubicación abajo.',
  save: 'Guardar y continuar',
} satisfies Translation['signupLocation'];
