import type { Translation } from '../i18n-types';

export const notificationsList = {
  heading: 'Le tue notifiche',
  unreadLabel: '{count} {{nuova notifica|nuove notifiche}}',
  unread: 'Da leggere:',
  photoAlt: 'Foto di {name}',
  named: {
    new_conversations: '{name} ha iniziato una conversazione con te',
    new_messages: '{name} ti ha inviato un nuovo messaggio',
    likes: 'Piaci a {name}',
    unread_reminders: '{name} aspetta la tua risposta',
    new_members: 'Dai il benvenuto a {name}, da poco su questo sito',
    reminders: 'Ti ricordi di {name}? Riprendi da dove eravate rimasti',
  },
  anonymous: {
    new_conversations: 'Qualcuno ha iniziato una conversazione con te',
    new_messages: 'Hai un nuovo messaggio',
    likes: 'Piaci a qualcuno',
    unread_reminders: 'Ci sono messaggi che aspettano la tua risposta',
    new_members: 'Sono arrivati nuovi iscritti',
    reminders: 'Guarda chi è online oggi',
    news: 'Novità da parte nostra',
    promotions: 'Una nuova offerta per te',
  },
  loadFailed: 'Non è stato possibile caricare le tue notifiche.',
  moreFailed: 'Non è stato possibile caricare altre notifiche.',
  retry: 'Riprova',
  empty: 'Ancora nessuna notifica: quando piaci a qualcuno o qualcuno ti scrive, lo vedrai qui.',
  emptyAction: 'Cerca iscritti',
  shown: '{shown} di {total} mostrate',
  showMore: 'Mostra altre',
} satisfies Translation['notificationsList'];
