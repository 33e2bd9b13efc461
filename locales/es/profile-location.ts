import type { Translation } from '../i18n-types';

export const profileLocation = {
  title: 'Tu ubicación',
  permission: {
    unknown:
      'Tu navegador te preguntará si este sitio puede usar tu ubicación. Solo la usamos para rellenar los campos de abajo.',
    granted: 'Tu navegador permite que este sitio use tu ubicación.',
  },
  save: 'Guardar ubicación',
  saved: 'Tu ubicación se ha guardado.',
} satisfies Translation['profileLocation'];
