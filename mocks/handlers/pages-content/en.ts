import type { PageFacts, SiteTexts } from './kit';
import { section } from './kit';

const companyLine = ({ site }: PageFacts) => {
  const c = site.company;
  return `${site.name} is operated by ${c.name}, ${c.address}, ${c.city}, ${c.country} (chamber of commerce ${c.kvk}).`;
};

const contactLine = ({ site, phone }: PageFacts) =>
  `Write to ${site.support_email} or call ${phone}; customer service answers within two working days.`;

export const en: SiteTexts = {
  pages: {
    terms: (f) => ({
      title: 'Terms and conditions',
      sections: [
        section(
          null,
          companyLine(f),
          `These terms apply to every visit to ${f.site.domain} and to every purchase.`,
        ),
        section(
          'Membership',
          `You must be ${f.minimumAge} or older to sign up. One account per person; your e-mail address must be your own and confirmed before other members can reply to you.`,
          `Free members may upload ${f.photos.free} photos and start ${f.freeConversations} conversations. Any purchase of credits makes you a premium member with up to ${f.photos.premium} photos and sight of all member photos.`,
        ),
        section(
          'Credits',
          `A message costs ${f.site.message_credits} credit(s), a gift ${f.site.gift_credits} credits and a photo ${f.site.photo_credits} credits. Credits do not expire and are not exchangeable for money.`,
          `You have ${f.site.refund_days} day free returns on credit bundles you have not used.`,
        ),
        section('Fictional profiles', f.site.fictional_warning),
        section(
          'Ending your membership',
          `You can delete your account in the settings. It stays pending deletion for ${f.reactivationDays} days, during which a link in the confirmation e-mail restores it; after that it is erased.`,
        ),
        section('Contact', contactLine(f)),
      ],
    }),
    privacy: (f) => ({
      title: 'Privacy statement',
      sections: [
        section(
          null,
          `${f.site.company.name} is responsible for the personal data processed on ${f.site.domain}.`,
        ),
        section(
          'What we store',
          'Your e-mail address, username, date of birth, profile details, photos, messages, likes and purchases, and the traffic source you arrived with.',
          'Your e-mail address and date of birth are never shown to other members; they see your age.',
        ),
        section(
          'Your rights',
          `You may see, correct or delete your data at any time. Deleting your account erases it after ${f.reactivationDays} days.`,
          contactLine(f),
        ),
      ],
    }),
    cookies: (f) => ({
      title: 'Cookie statement',
      sections: [
        section(null, `${f.site.domain} uses only the cookies it needs to work.`),
        section(
          'Cookies we set',
          `The session cookie keeps you logged in for ${f.sessionDays} days.`,
          'The language cookie remembers the interface language you chose for 365 days.',
        ),
      ],
    }),
    ban: (f) => ({
      title: 'Access ban',
      sections: [
        section(
          null,
          `Visitors younger than ${f.minimumAge} are not allowed on ${f.site.domain}. Members who harass others, send spam or break the terms are banned without notice.`,
        ),
        section('Think you were banned by mistake?', contactLine(f)),
      ],
    }),
    faq: (f) => ({
      title: 'Frequently asked questions',
      sections: [
        section(
          'How many photos can I upload?',
          `Free members ${f.photos.free}, premium members ${f.photos.premium}.`,
        ),
        section(
          'How do I become premium?',
          `Buy any credit bundle. New members get ${f.welcomePercent}% off their first purchase, and in the first ${f.bonusHours} hours after signup a time bonus of ${f.bonusPercent}%.`,
        ),
        section(
          'How does the swipe game work?',
          `You can give ${f.swipeLikes} likes a day in the swipe game.`,
        ),
        section(
          'What are fictional profiles?',
          `${f.site.fictional_warning} They are marked as ${f.site.fictional_plural}.`,
        ),
        section(
          'Can I undo the deletion of my account?',
          `Yes, within ${f.reactivationDays} days, with the link in the e-mail we sent.`,
        ),
      ],
    }),
    'return-policy': (f) => ({
      title: 'Returns and refunds',
      sections: [
        section(null, `You have ${f.site.refund_days} day free returns on credit bundles you have not used.`),
        section(
          'How to request a refund',
          `Write to ${f.site.support_email} or call ${f.phone} with your order number.`,
          `We refund within ${f.site.refund_days} days to the payment method you used.`,
        ),
      ],
    }),
    service: (f) => ({
      title: 'Customer service',
      sections: [
        section(null, contactLine(f)),
        section(
          'Company details',
          companyLine(f),
          `Trade names: ${f.site.company.tradenames.join(', ')}. VAT: ${f.site.company.vat_numbers.join(', ')}.`,
        ),
      ],
    }),
    imprint: (f) => ({ title: 'Imprint', sections: [section(null, companyLine(f), contactLine(f))] }),
    'safety-tips': (f) => ({
      title: 'Dating safely',
      sections: [
        section(
          null,
          'Meet in a public place the first time and tell a friend where you are going.',
          'Never send money to someone you have not met.',
          `Report a member who makes you feel unsafe through the complaints form or at ${f.site.support_email}.`,
        ),
      ],
    }),
  },
  settings: {
    index_title: 'Meet singles near you',
    description: 'Chat and flirt with singles near you.',
    fictional_warning: 'Some profiles on this site are fictional and are operated by our staff.',
    fictional_singular: 'fictional profile',
    fictional_plural: 'fictional profiles',
  },
  landing: {
    titles: {
      alonetonight: 'Alone tonight?',
      collagelanding: 'Meet someone new',
      gallery: 'See who is waiting for you',
      iconslanding: 'Flirt, chat, match',
      maplanding: 'Who is close by?',
      socialnetwork: 'Your new social circle',
      transitionsvideolanding: 'Watch and meet',
      video: 'See them live',
      tinderswipe: 'Swipe and match',
    },
    subtitles: {
      alonetonight: (a) => `${a} near you are online right now.`,
      collagelanding: (a) => `${a} from your area, all in one place.`,
      gallery: (a) => `Browse ${a.toLowerCase()} near you.`,
      iconslanding: (a) => `${a} are looking for a chat.`,
      maplanding: (a) => `${a} in your region.`,
      socialnetwork: (a) => `${a} who want to get to know you.`,
      transitionsvideolanding: (a) => `${a} are online now.`,
      video: (a) => `${a} near you are waiting.`,
      tinderswipe: (a) => `Like ${a.toLowerCase()} near you with one swipe.`,
    },
    audiences: {
      1: 'Singles',
      2: 'Women',
      3: 'Kinky singles',
      4: 'Curvy singles',
      5: 'Mature women',
      6: 'MILFs',
      7: 'Gay men',
    },
    campaigns: {
      summer: 'Summer flirts',
      weekend: 'Plans for the weekend?',
      nearby: 'Closer than you think',
    },
  },
};
