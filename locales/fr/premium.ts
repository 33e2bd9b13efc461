import type { Translation } from '../i18n-types';

export const premium = {
  overview: {
    claim: 'Les membres Premium ont {percent} % de chances de plus de faire un match',
    intro:
      'Tout pack de crédits fait de toi un membre Premium immédiatement. Utilise les crédits pour les messages, les photos et les cadeaux.',
    chooseHeading: 'Choisis ton pack',
    topUpHeading: 'Recharge tes crédits',
    tiersLabel: 'Packs Premium',
    loading: 'Chargement des packs Premium…',
    loadFailed: "Les packs Premium n'ont pas pu être chargés.",
    retry: 'Réessayer',
  },
  status: {
    heading: 'Tu es membre Premium',
    text: 'Tu vois toutes les photos, tu peux afficher jusqu’à {photos} photos sur ton profil et discuter avec autant de membres que tu veux.',
    credits: 'Tu as {count} {{crédit|crédits}}.',
    topUp: 'Chaque pack ci-dessous recharge tes crédits.',
  },
  tier: {
    popular: 'Le plus populaire',
    credits: '{count} {{crédit|crédits}}',
    perCredit: '{price} par crédit',
    choose: 'Choisir',
    chooseWhat: '– {credits} {{crédit|crédits}} pour {price}',
    features: 'Inclus',
  },
  features: {
    all_photos: 'Voir toutes les photos de tous les membres',
    photos_25: 'Jusqu’à {count} photos sur ton profil',
    unlimited_conversations: 'Discuter avec autant de membres que tu veux',
    premium_features: 'Les fonctions Premium, même sans crédits',
    match_chance: '{percent} % de chances de plus de faire un match',
  },
  pricing: {
    intro:
      'Sur {site}, tu paies avec des crédits, uniquement pour ce que tu utilises : messages, photos et cadeaux.',
    costsHeading: 'Ce que ça coûte',
    message: 'Un message',
    photo: 'Une photo dans un chat',
    gift: 'Un cadeau',
    costCredits: '{count} {{crédit|crédits}}',
    minimumMessage: 'Un message coûte au moins {price}.',
    bundlesHeading: 'Packs de crédits',
    saving: 'Économise {percent} %',
    bestValue: 'Meilleur prix',
    refund: 'Retour gratuit sous {days} {{jour|jours}}',
    loading: 'Chargement des prix…',
    loadFailed: "Les prix n'ont pas pu être chargés.",
    retry: 'Réessayer',
    signUp: "S'inscrire",
    signUpText: 'Inscris-toi gratuitement pour commencer à discuter.',
    buyCredits: 'Acheter des crédits',
    seePremium: "Ce que t'apporte le statut Premium",
  },
  withdrawal: {
    heading: 'Ton droit de rétractation',
    right:
      "En tant que consommateur, tu peux te rétracter d'un achat de crédits dans les {days} jours suivant l'achat, sans avoir à te justifier.",
    lost: 'Tu perds ce droit dès que tu commences à utiliser les crédits, si tu as demandé à les recevoir immédiatement et reconnu que tu perds alors ce droit.',
    how: "Pour te rétracter, informe clairement notre service client que tu te rétractes de l'achat, par exemple par e-mail.",
    email: 'E-mail du service client :',
    refund:
      'Nous te remboursons alors dans les {days} jours, avec le moyen de paiement que tu as utilisé, sans frais pour toi.',
    policy: 'Retours et remboursements en détail',
  },
} satisfies Translation['premium'];
