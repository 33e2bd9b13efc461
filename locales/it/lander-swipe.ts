import type { Translation } from '../i18n-types';

/** /landers/tinderswipe: the swipe stack that ends in the signup. */
export const landerSwipe = {
  stackLabel: 'Membri a cui mettere Mi piace o da saltare',
  like: 'Mi piace',
  pass: 'Salta',
  liked: 'Ti piace {name}.',
  passed: 'Hai saltato {name}.',
  hint: 'Trascina la foto o usa i tasti freccia: sinistra per saltare, destra per mettere Mi piace.',
  goal: 'Metti Mi piace a {total} membri e scopri a chi piaci',
  progress: '{count} Mi piace su {total}',
  skip: 'Salta il gioco e iscriviti',
  inStack: '{count} {{membro|membri}} vicino a te {{aspetta|aspettano}} il tuo swipe',
  howTitle: 'Come funziona',
  howRight: 'Scorri a destra o premi → per mettere Mi piace',
  howLeft: 'Scorri a sinistra o premi ← per saltare',
  howMatch: 'Iscriviti e scopri a chi piaci',
  endTitle: 'C’è un match che ti aspetta',
  endText: 'Hai messo Mi piace a {count} {{membro|membri}}. Iscriviti per scoprire chi ricambia.',
  endTitleNone: 'C’è ancora tanto da scoprire',
  endTextNone: 'Iscriviti gratis e scopri a chi piaci.',
  likedList: 'Membri a cui hai messo Mi piace',
  cta: 'Iscriviti e guarda i tuoi match',
} satisfies Translation['landerSwipe'];
