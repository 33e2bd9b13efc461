import type { Translation } from '../i18n-types';

export const yourData = {
  heading: 'Deine Daten',
  explanation:
    'Lade eine Datei mit allem herunter, was wir über dich gespeichert haben (dein Profil, deine Fotos, Nachrichten, gegebene und erhaltene Likes, Transaktionen und Benachrichtigungseinstellungen): Du hast das Recht, diese Daten einzusehen und zu einem anderen Dienst mitzunehmen.',
  download: 'Meine Daten herunterladen',
  preparing: 'Deine Datei wird vorbereitet …',
  downloading: 'Deine Datei wird heruntergeladen.',
  failed: 'Deine Datei konnte nicht vorbereitet werden.',
  retry: 'Noch einmal versuchen',
} satisfies Translation['yourData'];
