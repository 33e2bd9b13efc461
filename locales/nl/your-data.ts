import type { Translation } from '../i18n-types';

export const yourData = {
  heading: 'Jouw gegevens',
  explanation:
    'Download één bestand met alles wat we over je bewaren (je profiel, foto’s, berichten, gegeven en ontvangen likes, transacties en meldingsinstellingen): je hebt het recht deze gegevens in te zien en mee te nemen naar een andere dienst.',
  download: 'Mijn gegevens downloaden',
  preparing: 'Je bestand wordt klaargezet…',
  downloading: 'Je bestand wordt gedownload.',
  failed: 'Je bestand kon niet worden klaargezet.',
  retry: 'Probeer het opnieuw',
} satisfies Translation['yourData'];
