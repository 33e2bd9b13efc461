import type { Translation } from '../i18n-types';
import { account } from './account';
import { accountDeletion } from './account-deletion';
import { activation } from './activation';
import { alerts } from './alerts';
import { form } from './form';
import { login } from './login';
import { memberView } from './member-view';
import { members } from './members';
import { passwordReset } from './password-reset';
import { profilePhotos } from './profile-photos';
import { profileLocation } from './profile-location';
import { profile } from './profile';
import { report } from './report';
import { signup } from './signup';
import { signupLocation } from './signup-location';
import { signupMatches } from './signup-matches';
import { signupPhoto } from './signup-photo';
import { signupSteps } from './signup-steps';

const fr = {
  common: {
    loading: 'Chargement…',
    loadFailed: 'Une erreur est survenue, réessaie plus tard',
  },
  language: {
    label: 'Langue',
    menu: 'Langue : {language}',
    choose: 'Choisis la langue du site.',
    saveFailed:
      "La langue a bien été changée ici, mais elle n'a pas pu être enregistrée dans ton compte. Réessaie plus tard.",
  },
  home: {
    intro: 'Discute, flirte et trouve ton match — inscris-toi gratuitement en une minute.',
    signup: 'Inscris-toi gratuitement',
  },
  routes: {
    index: 'Rencontre des célibataires près de chez toi',
    members: 'Rechercher des membres',
    member: 'Profil du membre',
    chat: 'Chat',
    landing: 'Fais une rencontre ce soir',
    signup: 'Inscription',
    chats: 'Messages',
    likes: 'Likes',
    credits: 'Acheter des crédits',
    repeatOrder: 'Renouveler la dernière commande',
    payment: 'Paiement',
    directDebit: 'Prélèvement automatique',
    premium: 'Abonnement Premium',
    pricing: 'Tarifs',
    profile: 'Mon profil',
    notifications: 'Paramètres',
    complaints: 'Réclamations',
    langConfig: 'Langue',
    login: 'Connexion',
    signupMatches: 'Tes matchs',
    completeSignup: 'Confirme ton adresse e-mail',
    swipeGame: 'Jeu de swipe',
    accountDeleted: 'Compte supprimé',
    activateDone: 'Compte activé',
    activateError: "Échec de l'activation",
    resetPassword: 'Réinitialiser le mot de passe',
    mailChange: "Modifier l'adresse e-mail",
    transactions: 'Transactions',
    infoPage: 'Informations',
    notFound: 'Page introuvable',
  },
  shell: {
    titleWithSite: '{title} | {siteName}',
    comingSoon: 'Cette partie du site arrive bientôt. Reviens un peu plus tard.',
    skipToContent: 'Aller au contenu',
  },
  topBar: {
    logoLabel: 'Accueil {siteName}',
    back: 'Retour',
    mainNav: 'Principale',
    search: 'Rechercher des membres',
    messages: 'Messages',
    likes: 'Likes',
    unreadLabel: '{count} {{message non lu|messages non lus}}',
    newLikesLabel: '{count} {{nouveau like|nouveaux likes}}',
    credits: 'Crédits',
    creditsBalance: '{count} {{crédit|crédits}}',
    lowCreditsLabel: 'Plus que {count} {{crédit|crédits}}',
    getPremium: 'Passer Premium',
    login: 'Connexion',
    signup: 'Inscription',
    accountMenu: '{name}, menu du compte',
    myProfile: 'Mon profil',
    settings: 'Paramètres',
    logout: 'Déconnexion',
    logoutFailed: 'Ta session est toujours active.',
    continueSignup: "Reprendre l'inscription",
    menuLoadFailed: "Le menu n'a pas pu s'ouvrir. Vérifie ta connexion et réessaie.",
    memberChromeFailed:
      "Tes liens et le menu de ton compte n'ont pas pu se charger. Vérifie ta connexion et réessaie.",
    memberChromeRetry: 'Réessayer',
    // Short labels of the phone's bottom tab bar, where five tabs share 360 px.
    tabSearch: 'Recherche',
    tabPremium: 'Premium',
    tabProfile: 'Profil',
  },
  footer: {
    about: 'À propos de {siteName}',
    join: 'Rejoins-nous',
    member: 'Ton compte',
    help: 'Aide',
    legal: 'Informations légales',
    faq: 'FAQ',
    service: 'Service client',
    complaints: 'Réclamations',
    returns: 'Retours et remboursements',
    terms: 'Conditions générales',
    privacy: 'Politique de confidentialité',
    cookies: 'Politique de cookies',
    ban: "Interdiction d'accès",
    pricing: 'Tarifs',
    usTitle: 'Déclaration 18 U.S.C. 2257',
    usStatement:
      "Toutes les personnes apparaissant dans une représentation visuelle sur ce site web étaient âgées de 18 ans ou plus au moment où cette représentation a été réalisée. Les registres exigés par 18 U.S.C. 2257 sont conservés par le responsable de la tenue des registres à l'adresse ci-dessous.",
    adultsOnly: 'Ce site web est réservé aux adultes (18 ans et plus).',
    copyright: '© {year} {company}, {address}',
  },
  entryWarning: {
    title: 'Réservé aux adultes',
    adultContent:
      "{siteName} est un site de rencontres et de chat pour adultes. Il contient des contenus sexuellement explicites qui ne conviennent qu'aux personnes âgées de 18 ans ou plus.",
    confirmAge:
      'En entrant, tu confirmes avoir au moins 18 ans et que la consultation de contenus pour adultes est légale là où tu te trouves.',
    agreePrefix: 'Tu acceptes également nos',
    enter: "J'ai 18 ans ou plus — entrer",
    leave: 'Quitter',
    yieldedLabel: "Avertissement d'entrée",
    yieldedNote:
      "Tu n'es pas encore entré sur {siteName}. Lis cette page, puis reviens en arrière pour entrer.",
    backToWarning: "Retour à l'avertissement",
  },
  signupEntry: {
    title: 'Inscription',
    haveAccount: 'Déjà membre ?',
  },
  activationReminder: {
    title: 'Confirme ton adresse e-mail.',
    text: "Nous avons envoyé un lien à {email}. Tant que tu ne l'as pas utilisé, les membres ne peuvent pas te répondre.",
    resend: "Renvoyer l'e-mail",
    sent: "Nous t'avons envoyé un nouvel e-mail.",
  },
  signupResume: {
    title: "Ton inscription n'est pas terminée.",
    text: "Il reste quelques étapes ; tu peux reprendre là où tu t'es arrêté.",
    action: "Reprendre l'inscription",
  },
  newLike: {
    title: "Tu plais à quelqu'un !",
    photoLabel: 'Ouvrir le profil du membre à qui tu plais',
    text: 'Dis-lui bonjour et lance la conversation.',
    startChat: 'Lancer la conversation',
  },
  pages: {
    updated: 'Dernière mise à jour : {date}',
  },
  apiErrors: {
    authentication_required: 'Tu dois te connecter pour faire ça',
    validation: 'Vérifie les champs en surbrillance',
    not_found: 'Impossible de trouver ce que tu cherches',
    forbidden: "Tu n'as pas l'autorisation de faire ça",
    login_failed: 'Échec de la connexion, réessaie',
    login_blocked: 'Trop de tentatives incorrectes, compte bloqué pendant {minutes} min',
    email_taken: 'Cette adresse e-mail est déjà associée à un compte sur ce site',
    account_pending_deletion:
      "Ce compte est en cours de suppression. Réactive-le grâce au lien que nous t'envoyons par e-mail ou contacte le service client.",
    invite_only: "L'inscription sur ce site se fait uniquement sur invitation",
    signup_closed: 'Les inscriptions sont impossibles pour le moment',
    not_confirmed: "Ce membre n'a pas encore confirmé son adresse e-mail, tu ne peux donc pas lui répondre",
    activation_failed:
      "L'activation a échoué. Le lien a peut-être expiré ou a déjà été utilisé : demande un nouvel e-mail d'activation ou contacte le service client.",
    reactivation_expired: 'Ce compte ne peut plus être réactivé : le délai de 14 jours est dépassé',
    reset_email_not_found: 'Adresse e-mail introuvable',
    reset_link_invalid: 'Lien expiré ou invalide, demande un nouvel e-mail',
    reset_too_many: "Trop d'e-mails de réinitialisation du mot de passe envoyés, réessaie demain",
    mail_change_link_invalid: 'Lien expiré ou invalide, demande un nouvel e-mail',
    old_password_wrong: 'Ton mot de passe actuel est incorrect',
    password_wrong: 'Mot de passe incorrect, réessaie',
    insufficient_credits: "Tu n'as pas assez de crédits. Achète des crédits pour continuer.",
    premium_only: 'Cette fonctionnalité est réservée aux membres Premium',
    conversation_limit:
      "Avec un compte gratuit, tu peux lancer jusqu'à 2 conversations. Passe Premium pour discuter avec plus de membres.",
    photo_limit: 'Tu as atteint le nombre maximum de photos',
    swipe_limit: 'Tu as utilisé tous tes likes du jour. Reviens demain !',
    blocked_by_member: '{name} a bloqué ton profil',
    member_invisible: 'Ce membre ne peut pas être contacté pour le moment',
    message_too_long: 'Ton message est trop long',
    code_not_found: 'Code introuvable',
    code_used: 'Code déjà utilisé',
    code_expired: 'Ce code a expiré',
    code_minimum_order: "Ce code n'est valable que pour une commande plus importante",
    direct_debit_blocked: 'Le prélèvement automatique est bloqué pour ton compte',
    direct_debit_limit:
      'Plafond de prélèvement automatique atteint. Réessaie plus tard, choisis un pack moins cher ou un autre moyen de paiement.',
    sms_code_invalid: 'Code invalide',
    payment_failed: 'Le paiement a échoué. Essaie un autre moyen de paiement.',
    payment_method_unavailable: "Ce moyen de paiement n'est pas disponible. Choisis-en un autre.",
    no_previous_order: "Il n'y a aucune commande précédente à renouveler",
    already_reported: 'Tu as déjà signalé ce membre',
    rate_limited: 'Trop de tentatives. Patiente un instant et réessaie.',
    not_implemented: 'Une erreur est survenue',
    server_error: 'Une erreur est survenue, réessaie plus tard',
    network: 'Pas de connexion. Vérifie ta connexion Internet et réessaie.',
    unknown: 'Une erreur est survenue',
  },
  errorPage: {
    defaultMessage: 'Erreur',
    notFound: 'Page introuvable',
    backHome: "Retour à la page d'accueil",
    status: 'Erreur {status}',
    generic: 'Une erreur est survenue, réessaie plus tard',
    reloading: 'Rechargement de la page…',
    failedTitle: "Une erreur est survenue lors de l'affichage de la page d'erreur",
    details: "Détails de l'erreur",
    goHome: "Revenir à l'accueil",
  },
  account,
  accountDeletion,
  activation,
  alerts,
  form,
  login,
  memberView,
  members,
  passwordReset,
  profilePhotos,
  profile,
  report,
  signup,
  signupLocation,
  profileLocation,
  signupMatches,
  signupPhoto,
  signupSteps,
  ui: {
    close: 'Fermer',
    dismiss: 'Masquer',
  },
  status: {
    region: 'État de la page',
    offline: 'Tu es hors ligne. Vérifie ta connexion.',
    backOnline: 'Tu es de nouveau en ligne.',
    loadingPage: 'Chargement de la page',
  },
} satisfies Translation;

export default fr;
