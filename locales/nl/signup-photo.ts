import type { Translation } from '../i18n-types';

export const signupPhoto = {
  title: 'Voeg een foto toe',
  why: 'Leden met een foto krijgen veel meer reacties. Je foto wordt getoond zodra ons team hem heeft gecontroleerd.',
  label: 'Profielfoto',
  browse: 'Bladeren',
  noFile: 'Nog geen foto gekozen',
  chosen: 'Gekozen: {name}',
  previewAlt: 'Voorbeeld van de gekozen foto',
  hint: 'Een JPEG-, PNG- of WebP-afbeelding van maximaal 10 MB.',
  chooseFirst: 'Kies eerst een foto of sla deze stap over',
  save: 'Opslaan en verder',
} satisfies Translation['signupPhoto'];
