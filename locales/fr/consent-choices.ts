import type { Translation } from '../i18n-types';

/** The cookie settings dialog: the categories one by one (decision 030). */
export const consentChoices = {
  dialogTitle: 'Paramètres des cookies',
  dialogIntro:
    'Choisis ce que nous pouvons enregistrer sur ton appareil. Tu peux le modifier à tout moment avec « Modifier les paramètres des cookies » en bas de la page.',
  necessary: 'Nécessaires (toujours actifs)',
  necessaryText:
    'Ta connexion, ta langue, le fait que tu as passé l’avertissement d’entrée, et ce choix. Là où l’inscription ou la recherche est réservée aux visiteurs d’un partenaire, le réseau partenaire de ton lien.',
  statistics: 'Statistiques',
  statisticsText:
    'Nous signale quand tu quittes une page atteinte par un lien partenaire, pour savoir combien de temps restent les visiteurs.',
  marketing: 'Marketing',
  marketingText:
    'Retient le partenaire et la campagne de ton lien et les envoie avec ton inscription, pour que le partenaire soit crédité.',
  save: 'Enregistrer mes choix',
} satisfies Translation['consentChoices'];
