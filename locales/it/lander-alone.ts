import type { Translation } from '../i18n-types';

/** /landers/alonetonight: who is online tonight. */
export const landerAlone = {
  kicker: 'Stasera, vicino a te',
  onlineCount: '{count} {{membro|membri}} online vicino a te',
  onlineNone: 'Ogni sera arrivano nuovi membri',
  cta: 'Trova compagnia stasera',
  profilesTitle: 'Svegli e online stasera',
  closingTitle: 'Perché passare la serata da soli?',
  closingText:
    'Crea il tuo profilo gratuito in un minuto, guarda chi è vicino e inizia a chattare già stasera.',
} satisfies Translation['landerAlone'];
