import type { Translation } from '../i18n-types';

export const alerts = {
  enrichProfile: {
    title: 'Tu perfil aún no muestra ninguna foto.',
    text: 'Los perfiles con foto reciben muchas más respuestas.',
    action: 'Añadir una foto',
  },
} satisfies Translation['alerts'];
