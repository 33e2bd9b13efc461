import type { Translation } from '../i18n-types';

export const likes = {
  tabs: {
    label: 'I tuoi Mi piace',
    received: 'Ricevuti',
    sent: 'Inviati',
    matches: 'Match',
  },
  list: {
    received: 'Membri a cui piaci',
    sent: 'Membri che ti piacciono',
    matches: 'I tuoi match',
  },
  card: {
    new: 'Nuovo',
    likeBack: 'Ricambia',
    message: 'Messaggio',
    takeBack: 'Ritira',
  },
  notice: {
    liked: 'Ora ti piace {name}.',
    unliked: 'Hai ritirato il tuo Mi piace a {name}.',
  },
  empty: {
    received: 'Ancora nessun Mi piace. Qui vedrai i membri a cui piaci.',
    sent: 'Non hai ancora messo Mi piace a nessuno.',
    matches: 'Ancora nessun match. Quando qualcuno che ti piace ricambia il tuo Mi piace, è un match.',
    search: 'Cerca membri',
    swipe: 'Gioca allo swipe',
  },
  loadFailed: 'Non è stato possibile caricare i tuoi Mi piace.',
  retry: 'Riprova',
  match: {
    title: 'È un match!',
    text: 'Tu e {name} vi piacete a vicenda.',
    photos: 'Tu e {name}',
    yourPhoto: 'La tua foto',
    theirPhoto: 'Foto di {name}',
    message: 'Invia un messaggio',
    keepBrowsing: 'Continua a esplorare',
    gone: 'Questo match non esiste più.',
    loadFailed: 'Non è stato possibile mostrare questo match.',
  },
} satisfies Translation['likes'];
