import type { Translation } from '../i18n-types';

export const profilePhotos = {
  count: '{used} von {limit} Fotos',
  reviewNote: 'Mitglieder sehen ein Foto, sobald unser Team es geprüft hat.',
  empty: 'Noch keine Fotos – füge eins hinzu, damit andere Mitglieder dich sehen können',
  photoAlt: 'Foto {index} von {name}',
  mainPhoto: 'Hauptfoto',
  status: {
    pending: 'Wird geprüft',
    active: 'Aktiv',
    rejected: 'Abgelehnt',
  },
  explain: {
    pending: 'Nur du siehst es, bis unser Team es geprüft hat.',
    rejected:
      'Es entspricht nicht unseren Fotoregeln, deshalb sieht es niemand sonst. Lösche es, um Platz für ein anderes zu schaffen.',
  },
  setMain: 'Zum Hauptfoto machen',
  delete: 'Löschen',
  deleteConfirm: {
    title: 'Dieses Foto löschen?',
    body: 'Das Foto wird endgültig aus deinem Profil entfernt.',
    mainBody: 'Es ist dein Hauptfoto: Stattdessen wird dein neuestes aktives Foto zum Hauptfoto.',
    confirm: 'Foto löschen',
    cancel: 'Behalten',
  },
  add: {
    title: 'Foto hinzufügen',
    hint: 'Ein JPEG-, PNG- oder WebP-Bild mit höchstens 10 MB.',
    browse: 'Durchsuchen',
    chosen: 'Ausgewählt: {name}',
    previewAlt: 'Vorschau des Fotos, das du hinzufügst',
    uploading: 'Dein Foto wird hochgeladen…',
    retry: 'Erneut versuchen',
    discard: 'Abbrechen',
  },
  limit: {
    reached: 'Du hast dein Limit von {limit} Fotos erreicht. Lösche eins, um ein anderes hinzuzufügen.',
    premium: 'Premium-Mitglieder können bis zu {premiumLimit} Fotos haben.',
    getPremium: 'Premium holen',
  },
  done: {
    added: 'Foto hinzugefügt. Mitglieder sehen es, sobald unser Team es geprüft hat.',
    mainSet: 'Das ist jetzt dein Hauptfoto.',
    deleted: 'Foto gelöscht.',
  },
  failed: {
    notAllowedMain: 'Nur ein aktives Foto kann dein Hauptfoto sein. Warte, bis unser Team es geprüft hat.',
    gone: 'Dieses Foto gibt es nicht mehr.',
  },
} satisfies Translation['profilePhotos'];
