import type { Translation } from '../i18n-types';

export const yourData = {
  heading: 'I tuoi dati',
  explanation:
    'Scarica un file con tutto ciò che conserviamo su di te (il tuo profilo, le foto, i messaggi, i like dati e ricevuti, le transazioni e le impostazioni delle notifiche): hai il diritto di vedere questi dati e di portarli a un altro servizio.',
  download: 'Scarica i miei dati',
  preparing: 'Stiamo preparando il tuo file…',
  downloading: 'Il download del tuo file è iniziato.',
  failed: 'Non è stato possibile preparare il tuo file.',
  retry: 'Riprova',
} satisfies Translation['yourData'];
