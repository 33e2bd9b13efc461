import type { Translation } from '../i18n-types';

export const accountDeletion = {
  title: 'Supprimer ton compte',
  explanation:
    "La suppression de ton compte masque ton profil et te déconnecte immédiatement. Pendant {days} {{jour|jours}}, tu peux le réactiver grâce au lien que nous t'envoyons par e-mail ; passé ce délai, ton profil, tes messages et tes crédits sont définitivement supprimés.",
  start: 'Supprimer mon compte',
  keep: 'Garder mon compte',
  offersFailed: 'Impossible de lancer la suppression.',
  retry: 'Réessayer',
  reasonStep: {
    heading: 'Pourquoi nous quittes-tu ?',
    reason: 'Raison',
    reasonRequired: 'Choisis une raison',
    comment: 'Autre chose à nous dire ? (facultatif)',
    next: 'Continuer',
  },
  reasons: {
    price: "C'est trop cher",
    found_someone: "J'ai trouvé quelqu'un",
    not_looking: 'Je ne cherche plus',
    site_problems: 'Le site ne fonctionne pas bien pour moi',
    no_members: 'Pas assez de membres près de chez moi',
    time: "Je n'ai pas le temps",
    other: 'Autre raison',
  },
  offers: {
    heading: 'Avant de partir',
    intro: 'Une de ces options te conviendra peut-être mieux que de partir.',
    changeEmailTitle: 'Utiliser une autre adresse e-mail',
    changeEmailText: 'Tu reçois nos e-mails à la mauvaise adresse ? Modifie-la et garde ton compte.',
    changeEmailAction: 'Modifier mon adresse e-mail',
    privacyTitle: 'Rester, mais invisible',
    privacyText:
      "Le mode invisible te masque dans la recherche, et les membres ne peuvent pas t'écrire ni t'envoyer de like en premier.",
    privacyAction: 'Activer le mode invisible',
    privacyOn:
      "Le mode invisible est activé : tu n'apparais plus dans la recherche, et ton compte est conservé.",
    trialTitle: 'Essaie pour moins cher',
    trialText: '{credits} {{crédit|crédits}} pour {price}.',
    trialAction: "Acheter le pack d'essai",
    discountTitle: '{percentage} % de réduction sur ton prochain achat',
    discountText: "Utilise le code {code} ; il est valable jusqu'au {date}.",
    discountAction: 'Acheter des crédits',
    continue: 'Continuer la suppression de mon compte',
  },
  confirmStep: {
    heading: 'Confirme la suppression',
    text: 'Saisis ton mot de passe pour supprimer ton compte.',
    submit: 'Supprimer mon compte maintenant',
  },
  deleted: {
    title: 'Ton compte a été supprimé',
    reactivateWithin:
      "Tu peux le réactiver dans un délai de {days} {{jour|jours}} grâce au lien que nous t'avons envoyé par e-mail.",
    reactivateUntil: "Tu peux le réactiver jusqu'au {date} grâce au lien que nous t'avons envoyé par e-mail.",
  },
  reactivation: {
    title: 'Réactive ton compte',
    text: 'Ton profil, tes messages et tes crédits sont toujours là. Appuie sur le bouton pour récupérer ton compte.',
    action: 'Réactiver mon compte',
    welcomeBack: 'Bon retour parmi nous, {name} ! Ton compte est de nouveau actif.',
    toMembers: 'Rechercher des membres',
    linkInvalid:
      "Ce lien de réactivation n'est pas valide. Il a peut-être déjà été utilisé : essaie de te connecter, ou utilise le dernier lien que nous t'avons envoyé par e-mail.",
    login: 'Se connecter',
  },
} satisfies Translation['accountDeletion'];
