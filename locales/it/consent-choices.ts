import type { Translation } from '../i18n-types';

/** The cookie settings dialog: the categories one by one (decision 030). */
export const consentChoices = {
  dialogTitle: 'Impostazioni dei cookie',
  dialogIntro:
    'Scegli cosa possiamo salvare sul tuo dispositivo. Puoi cambiarlo in qualsiasi momento con «Modifica impostazioni dei cookie» in fondo alla pagina.',
  necessary: 'Necessari (sempre attivi)',
  necessaryText:
    'Il tuo accesso, la tua lingua, il fatto che hai superato l’avviso d’ingresso e questa scelta. Dove registrazione o ricerca sono solo per visitatori di un partner, la rete partner del tuo link.',
  statistics: 'Statistiche',
  statisticsText:
    'Ci dice quando lasci una pagina raggiunta da un link di partner, così sappiamo quanto restano i visitatori.',
  marketing: 'Marketing',
  marketingText:
    'Ricorda il partner e la campagna del tuo link e li invia con la tua registrazione, così il partner viene riconosciuto.',
  save: 'Salva le mie scelte',
} satisfies Translation['consentChoices'];
