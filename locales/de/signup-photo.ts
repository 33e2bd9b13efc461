import type { Translation } from '../i18n-types';

export const signupPhoto = {
  title: 'Füge ein Foto hinzu',
  why: 'Mitglieder mit Foto bekommen viel mehr Antworten. Dein Foto wird angezeigt, sobald unser Team es geprüft hat.',
  label: 'Profilfoto',
  browse: 'Durchsuchen',
  noFile: 'Noch kein Foto ausgewählt',
  chosen: 'Ausgewählt: {name}',
  previewAlt: 'Vorschau des ausgewählten Fotos',
  hint: 'Ein JPEG-, PNG- oder WebP-Bild mit höchstens 10 MB.',
  chooseFirst: 'Wähle zuerst ein Foto aus oder überspring diesen Schritt',
  save: 'Speichern und weiter',
} satisfies Translation['signupPhoto'];
