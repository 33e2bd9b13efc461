import type { Translation } from '../i18n-types';

export const signupPhoto = {
  title: 'Lägg till ett foto',
  why: 'Medlemmar med foto får många fler svar. Ditt foto visas när vårt team har granskat det.',
  label: 'Profilfoto',
  browse: 'Bläddra',
  noFile: 'Inget foto valt än',
  chosen: 'Valt: {name}',
  previewAlt: 'Förhandsvisning av fotot du valde',
  hint: 'En JPEG-, PNG- eller WebP-bild på högst 10 MB.',
  chooseFirst: 'Välj ett foto först, eller hoppa över det här steget',
  save: 'Spara och fortsätt',
} satisfies Translation['signupPhoto'];
