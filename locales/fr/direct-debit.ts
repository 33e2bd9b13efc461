import type { Translation } from '../i18n-types';

export const directDebit = {
  address: {
    invalid:
      'Ce lien de paiement est incomplet. Choisis un pack et le prélèvement SEPA sur la page des crédits.',
    notOffered: "Le prélèvement SEPA n'est pas proposé dans ton pays. Choisis un autre moyen de paiement.",
  },
  load: {
    failed: "Le formulaire de prélèvement n'a pas pu être chargé.",
    retry: 'Réessayer',
    notFound: "Ce pack n'est plus en vente. Choisis-en un autre sur la page des crédits.",
  },
  links: {
    credits: 'Retour à la page des crédits',
    otherMethod: 'Choisir un autre moyen de paiement',
    cheaper: 'Choisir un pack moins cher',
  },
  refused: {
    blockedNext: 'Paie avec un autre moyen de paiement.',
    limitWhen: 'Tu pourras de nouveau payer par prélèvement {when}.',
  },
  summary: {
    heading: 'Ta commande',
    credits: '{count} {{crédit|crédits}}',
    price: 'Prix',
    total: 'À payer',
    discount: 'Code de réduction {code} : −{percent} %',
    oldPrice: 'Avant la réduction : {price}',
    method: 'Paiement par prélèvement SEPA',
    codeChecking: 'Vérification du code de réduction {code}…',
    codeRefused: 'Code de réduction {code} : {reason}',
    fullPrice: "C'est le prix plein qui s'applique.",
    codeUnchecked:
      "Le code de réduction {code} n'a pas pu être vérifié pour le moment. Il sera vérifié à nouveau quand tu enverras le formulaire.",
  },
  form: {
    heading: 'Ton compte bancaire',
    intro: 'Tous les champs sont obligatoires.',
    accountHolder: 'Titulaire du compte',
    accountHolderHint: 'Le nom du compte, tel que ta banque le connaît',
    iban: 'IBAN',
    ibanHint: 'Le numéro de compte sur ta carte bancaire ou ton relevé, par ex. {example}',
    ibanLast: 'La dernière fois, tu as utilisé {masked}. Saisis à nouveau l’IBAN complet.',
    ibanInvalid:
      "Ce n'est pas un IBAN valide d'un pays SEPA. Vérifie-le sur ta carte bancaire ou ton relevé.",
    ibanValid: 'IBAN vérifié',
    street: 'Rue',
    houseNumber: 'Numéro',
    postalCode: 'Code postal',
    city: 'Ville',
    mobile: 'Numéro de mobile',
    mobileHint: 'Au format international, en commençant par + et l’indicatif du pays, par ex. {example}',
    mobileLast: 'La dernière fois, tu as utilisé {masked}. Saisis à nouveau le numéro complet.',
    mobileInvalid: 'Saisis le numéro de mobile au format international, par ex. {example}',
    mandate:
      'Avec le code SMS, tu autorises un prélèvement SEPA unique de {amount} sur ce compte. Ta banque rembourse un prélèvement si tu le demandes dans les 8 semaines.',
    submit: 'Envoyer le code SMS',
    voided:
      "Le code a été mal saisi trop de fois : ce paiement a été arrêté et rien n'a été prélevé. Vérifie tes informations et renvoie le formulaire pour recevoir un nouveau code.",
  },
  sms: {
    heading: 'Saisis le code SMS',
    sentTo: 'Nous avons envoyé un code à 6 chiffres au {number}',
    code: 'Code SMS',
    codeHint: 'Le code est valable {minutes} minutes.',
    codeFormat: 'Saisis les 6 chiffres du code',
    expired: 'Ce code a expiré. Demande un nouveau code.',
    confirm: 'Confirmer le paiement',
    resend: 'Envoyer un nouveau code',
    resent: 'Nous avons envoyé un nouveau code au {number}',
    resendWait: 'Tu pourras demander un nouveau code {when}.',
    resendRefused:
      'Plus aucun nouveau code ne peut être envoyé pour ce paiement. Saisis le dernier code reçu, ou modifie tes informations pour recommencer.',
    change: 'Modifier mes informations',
  },
  done: {
    heading: 'Paiement effectué',
    credits: 'Ajouté à ton compte : {count} {{crédit|crédits}}.',
    debit: '{amount} sera prélevé sur ton compte par prélèvement SEPA.',
    search: 'Rechercher des membres',
    transactions: 'Voir tes transactions',
  },
} satisfies Translation['directDebit'];
