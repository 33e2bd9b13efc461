import type { Translation } from '../i18n-types';

export const signupPhoto = {
  title: 'Añade una foto',
  why: 'Los miembros con foto reciben muchas más respuestas. Tu foto se mostrará en cuanto nuestro equipo la haya revisado.',
  label: 'Foto de perfil',
  browse: 'Examinar',
  noFile: 'Aún no has elegido ninguna foto',
  chosen: 'Foto elegida: {name}',
  previewAlt: 'Vista previa de la foto elegida',
  hint: 'Una imagen JPEG, PNG o WebP de 10 MB como máximo.',
  chooseFirst: 'Primero elige una foto o sáltate este paso',
  save: 'Guardar y continuar',
} satisfies Translation['signupPhoto'];
