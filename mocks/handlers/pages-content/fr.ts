import type { PageFacts, SiteTexts } from './kit';
import { section } from './kit';

const companyLine = ({ site }: PageFacts) => {
  const c = site.company;
  return `${site.name} est exploité par ${c.name}, ${c.address}, ${c.city}, ${c.country} (registre du commerce ${c.kvk}).`;
};

const contactLine = ({ site, phone }: PageFacts) =>
  `Écrivez à ${site.support_email} ou appelez le ${phone} ; le service client répond sous deux jours ouvrés.`;

export const fr: SiteTexts = {
  pages: {
    terms: (f) => ({
      title: 'Conditions générales',
      sections: [
        section(
          null,
          companyLine(f),
          `Ces conditions s’appliquent à chaque visite de ${f.site.domain} et à chaque achat.`,
        ),
        section(
          'Inscription',
          `Vous devez avoir au moins ${f.minimumAge} ans pour vous inscrire. Un seul compte par personne ; votre adresse e-mail doit être la vôtre et confirmée avant que d’autres membres puissent vous répondre.`,
          `Les membres gratuits peuvent publier ${f.photos.free} photos et lancer ${f.freeConversations} conversations. Tout achat de crédits fait de vous un membre premium, avec jusqu’à ${f.photos.premium} photos et l’accès à toutes les photos des membres.`,
        ),
        section(
          'Crédits',
          `Un message coûte ${f.site.message_credits} crédit(s), un cadeau ${f.site.gift_credits} crédits et une photo ${f.site.photo_credits} crédits. Les crédits n’expirent pas et ne sont pas échangeables contre de l’argent.`,
          `Vous disposez de ${f.site.refund_days} jours pour retourner gratuitement les packs de crédits non utilisés.`,
        ),
        section('Profils fictifs', f.site.fictional_warning),
        section(
          'Fin de l’inscription',
          `Vous pouvez supprimer votre compte dans les paramètres. Il reste en attente de suppression pendant ${f.reactivationDays} jours, durant lesquels un lien dans l’e-mail de confirmation le rétablit ; ensuite il est effacé.`,
        ),
        section('Contact', contactLine(f)),
      ],
    }),
    privacy: (f) => ({
      title: 'Déclaration de confidentialité',
      sections: [
        section(
          null,
          `${f.site.company.name} est responsable des données personnelles traitées sur ${f.site.domain}.`,
        ),
        section(
          'Ce que nous enregistrons',
          'Votre adresse e-mail, votre pseudo, votre date de naissance, votre profil, vos photos, messages, likes et achats, ainsi que la source de votre visite.',
          'Votre adresse e-mail et votre date de naissance ne sont jamais montrées aux autres membres ; ils voient votre âge.',
        ),
        section(
          'Vos droits',
          `Vous pouvez consulter, corriger ou supprimer vos données à tout moment. La suppression de votre compte les efface après ${f.reactivationDays} jours.`,
          contactLine(f),
        ),
      ],
    }),
    cookies: (f) => ({
      title: 'Politique relative aux cookies',
      sections: [
        section(null, `${f.site.domain} n’utilise que les cookies nécessaires à son fonctionnement.`),
        section(
          'Nos cookies',
          `Le cookie de session vous garde connecté pendant ${f.sessionDays} jours.`,
          'Le cookie de langue retient pendant 365 jours la langue que vous avez choisie.',
        ),
      ],
    }),
    ban: (f) => ({
      title: 'Interdiction d’accès',
      sections: [
        section(
          null,
          `Les visiteurs de moins de ${f.minimumAge} ans ne sont pas admis sur ${f.site.domain}. Les membres qui harcèlent, envoient du spam ou enfreignent les conditions sont exclus sans préavis.`,
        ),
        section('Exclu par erreur ?', contactLine(f)),
      ],
    }),
    faq: (f) => ({
      title: 'Questions fréquentes',
      sections: [
        section(
          'Combien de photos puis-je publier ?',
          `Membres gratuits : ${f.photos.free}, membres premium : ${f.photos.premium}.`,
        ),
        section(
          'Comment devenir premium ?',
          `Achetez n’importe quel pack de crédits. Les nouveaux membres ont ${f.welcomePercent} % de réduction sur leur premier achat et, pendant les ${f.bonusHours} premières heures après l’inscription, un bonus de ${f.bonusPercent} %.`,
        ),
        section(
          'Comment fonctionne le jeu de swipe ?',
          `Vous pouvez donner ${f.swipeLikes} likes par jour dans le jeu de swipe.`,
        ),
        section(
          'Que sont les profils fictifs ?',
          `${f.site.fictional_warning} Ils sont signalés comme ${f.site.fictional_plural}.`,
        ),
        section(
          'Puis-je annuler la suppression de mon compte ?',
          `Oui, dans les ${f.reactivationDays} jours, avec le lien de l’e-mail que nous vous avons envoyé.`,
        ),
      ],
    }),
    'return-policy': (f) => ({
      title: 'Retours et remboursements',
      sections: [
        section(
          null,
          `Vous disposez de ${f.site.refund_days} jours pour retourner gratuitement les packs de crédits non utilisés.`,
        ),
        section(
          'Demander un remboursement',
          `Écrivez à ${f.site.support_email} ou appelez le ${f.phone} en indiquant votre numéro de commande.`,
          `Nous remboursons sous ${f.site.refund_days} jours sur le moyen de paiement utilisé.`,
        ),
      ],
    }),
    service: (f) => ({
      title: 'Service client',
      sections: [
        section(null, contactLine(f)),
        section(
          'Informations sur la société',
          companyLine(f),
          `Noms commerciaux : ${f.site.company.tradenames.join(', ')}. TVA : ${f.site.company.vat_numbers.join(', ')}.`,
        ),
      ],
    }),
    imprint: (f) => ({
      title: 'Mentions légales',
      sections: [section(null, companyLine(f), contactLine(f))],
    }),
    'safety-tips': (f) => ({
      title: 'Faire des rencontres en sécurité',
      sections: [
        section(
          null,
          'La première fois, retrouvez-vous dans un lieu public et dites à un proche où vous allez.',
          'N’envoyez jamais d’argent à quelqu’un que vous n’avez pas rencontré.',
          `Signalez un membre avec qui vous ne vous sentez pas en sécurité via le formulaire de plainte ou à ${f.site.support_email}.`,
        ),
      ],
    }),
  },
  settings: {
    index_title: 'Rencontrez des célibataires près de chez vous',
    description: 'Discutez et flirtez avec des célibataires près de chez vous.',
    fictional_warning: 'Certains profils de ce site sont fictifs et gérés par notre équipe.',
    fictional_singular: 'profil fictif',
    fictional_plural: 'profils fictifs',
  },
  landing: {
    titles: {
      alonetonight: 'Seul ce soir ?',
      collagelanding: 'Faites une nouvelle rencontre',
      gallery: 'Découvrez qui vous attend',
      iconslanding: 'Flirter, discuter, matcher',
      maplanding: 'Qui est tout près ?',
      socialnetwork: 'Votre nouveau cercle',
      transitionsvideolanding: 'Regarder et rencontrer',
      video: 'En direct',
      tinderswipe: 'Swipez et matchez',
    },
    subtitles: {
      alonetonight: (a) => `${a} près de chez vous sont en ligne maintenant.`,
      collagelanding: (a) => `${a} de votre région, tous au même endroit.`,
      gallery: (a) => `Parcourez les ${a.toLowerCase()} près de chez vous.`,
      iconslanding: (a) => `${a} cherchent à discuter.`,
      maplanding: (a) => `${a} dans votre région.`,
      socialnetwork: (a) => `${a} qui veulent vous connaître.`,
      transitionsvideolanding: (a) => `${a} sont en ligne maintenant.`,
      video: (a) => `${a} près de chez vous vous attendent.`,
      tinderswipe: (a) => `Likez des ${a.toLowerCase()} près de chez vous d’un seul swipe.`,
    },
    audiences: {
      1: 'Célibataires',
      2: 'Femmes',
      3: 'Célibataires coquins',
      4: 'Célibataires aux formes généreuses',
      5: 'Femmes mûres',
      6: 'MILF',
      7: 'Hommes gays',
    },
    campaigns: {
      summer: 'Flirts d’été',
      weekend: 'Des projets pour le week-end ?',
      nearby: 'Plus près que vous ne le pensez',
    },
  },
};
