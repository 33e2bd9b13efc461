import type { Translation } from '../i18n-types';

/** /landers/alonetonight: who is online tonight. */
export const landerAlone = {
  kicker: 'Heute Nacht, ganz in deiner Nähe',
  onlineCount: '{count} {{Mitglied|Mitglieder}} in deiner Nähe online',
  onlineNone: 'Jeden Abend kommen neue Mitglieder dazu',
  cta: 'Heute Abend Gesellschaft finden',
  profilesTitle: 'Heute Nacht wach und online',
  closingTitle: 'Warum den Abend allein verbringen?',
  closingText:
    'Erstelle in einer Minute dein kostenloses Profil, sieh, wer in der Nähe ist, und chatte noch heute Abend.',
} satisfies Translation['landerAlone'];
