import type { Translation } from '../i18n-types';

export const alerts = {
  enrichProfile: {
    title: 'Dein Profil zeigt noch kein Foto.',
    text: 'Profile mit Foto bekommen viel mehr Antworten.',
    action: 'Foto hinzufügen',
  },
  mailStopped: {
    title: 'Wir senden dir zurzeit keine E-Mails.',
    bounce: 'E-Mails an {email} konnten nicht zugestellt werden.',
    fbl: 'Eine unserer E-Mails wurde als Spam markiert.',
    listunsubscribe: 'Du hast dich von unseren E-Mails abgemeldet.',
    action: 'Zu den Einstellungen',
  },
  push: {
    title: 'Verpasse keine Nachricht mehr.',
    text: 'Erhalte auf diesem Gerät eine Benachrichtigung, wenn dir jemand schreibt oder dich mag.',
    action: 'Einschalten',
    on: 'Push-Benachrichtigungen sind auf diesem Gerät eingeschaltet.',
    blocked:
      'Benachrichtigungen sind für diese Website blockiert. Du kannst sie in den Einstellungen deines Browsers erlauben.',
    dismissed:
      'Dein Browser hat keine Antwort bekommen. Du kannst Benachrichtigungen jederzeit in den Einstellungen einschalten.',
    failed:
      'Push-Benachrichtigungen konnten nicht eingeschaltet werden. Du kannst es in den Einstellungen erneut versuchen.',
  },
} satisfies Translation['alerts'];
