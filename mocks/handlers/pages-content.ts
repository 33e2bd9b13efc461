import type { InfoPage, InfoPageSection, Settings } from '../../generated/model';
import {
  freeConversationLimit,
  minimumAge,
  photoLimit,
  reactivationWindowDays,
  sessionCookieDays,
  swipeLikesPerDay,
} from '../../src/domain/limits';
import { timeBonusPercent, timeBonusSeconds, welcomeDiscountPercent } from '../../src/domain/time-bonus';

/**
 * The texts of the information pages, in English (the simulated site's language),
 * with the site's own values filled in, so a changed setting shows on the page as on the real site.
 */

/** Spec §9: the terms version date is at least this, or the company's added date if later. */
const termsFloor = '2023-12-01T12:00:00Z';

export const termsDate = (site: Settings): string =>
  Date.parse(site.company.added) > Date.parse(termsFloor) ? site.company.added : termsFloor;

const phoneOf = (site: Settings) => site.support_phone.replace(/[\s-]/g, '');

const section = (heading: string | null, ...paragraphs: string[]): InfoPageSection => ({
  heading,
  paragraphs,
});

const companyLine = (site: Settings) => {
  const c = site.company;
  return `${site.name} is operated by ${c.name}, ${c.address}, ${c.city}, ${c.country} (chamber of commerce ${c.kvk}).`;
};

const contactLine = (site: Settings) =>
  `Write to ${site.support_email} or call ${phoneOf(site)}; customer service answers within two working days.`;

type PageBuilder = (site: Settings) => { title: string; sections: InfoPageSection[] };

const fixedPages: Record<string, PageBuilder> = {
  terms: (site) => ({
    title: 'Terms and conditions',
    sections: [
      section(
        null,
        companyLine(site),
        `These terms apply to every visit to ${site.domain} and to every purchase.`,
      ),
      section(
        'Membership',
        `You must be ${minimumAge} or older to sign up. One account per person; your e-mail address must be your own and confirmed before other members can reply to you.`,
        `Free members may upload ${photoLimit.free} photos and start ${freeConversationLimit} conversations. Any purchase of credits makes you a premium member with up to ${photoLimit.premium} photos and sight of all member photos.`,
      ),
      section(
        'Credits',
        `A message costs ${site.message_credits} credit(s), a gift ${site.gift_credits} credits and a photo ${site.photo_credits} credits. Credits do not expire and are not exchangeable for money.`,
        `You have ${site.refund_days} day free returns on credit bundles you have not used.`,
      ),
      section('Fictional profiles', site.fictional_warning),
      section(
        'Ending your membership',
        `You can delete your account in the settings. It stays pending deletion for ${reactivationWindowDays} days, during which a link in the confirmation e-mail restores it; after that it is erased.`,
      ),
      section('Contact', contactLine(site)),
    ],
  }),
  privacy: (site) => ({
    title: 'Privacy statement',
    sections: [
      section(null, `${site.company.name} is responsible for the personal data processed on ${site.domain}.`),
      section(
        'What we store',
        'Your e-mail address, username, date of birth, profile details, photos, messages, likes and purchases, and the traffic source you arrived with.',
        'Your e-mail address and date of birth are never shown to other members; they see your age.',
      ),
      section(
        'Your rights',
        `You may see, correct or delete your data at any time. Deleting your account erases it after ${reactivationWindowDays} days.`,
        contactLine(site),
      ),
    ],
  }),
  cookies: (site) => ({
    title: 'Cookie statement',
    sections: [
      section(null, `${site.domain} uses only the cookies it needs to work.`),
      section(
        'Cookies we set',
        `The session cookie keeps you logged in for ${sessionCookieDays} days.`,
        'The language cookie remembers the interface language you chose for 365 days.',
      ),
    ],
  }),
  ban: (site) => ({
    title: 'Access ban',
    sections: [
      section(
        null,
        `Visitors younger than ${minimumAge} are not allowed on ${site.domain}. Members who harass others, send spam or break the terms are banned without notice.`,
      ),
      section('Think you were banned by mistake?', contactLine(site)),
    ],
  }),
  faq: (site) => ({
    title: 'Frequently asked questions',
    sections: [
      section(
        'How many photos can I upload?',
        `Free members ${photoLimit.free}, premium members ${photoLimit.premium}.`,
      ),
      section(
        'How do I become premium?',
        `Buy any credit bundle. New members get ${welcomeDiscountPercent}% off their first purchase, and in the first ${timeBonusSeconds / 3600} hours after signup a time bonus of ${timeBonusPercent}%.`,
      ),
      section(
        'How does the swipe game work?',
        `You can give ${swipeLikesPerDay} likes a day in the swipe game.`,
      ),
      section(
        'What are fictional profiles?',
        `${site.fictional_warning} They are marked as ${site.fictional_plural}.`,
      ),
      section(
        'Can I undo the deletion of my account?',
        `Yes, within ${reactivationWindowDays} days, with the link in the e-mail we sent.`,
      ),
    ],
  }),
  'return-policy': (site) => ({
    title: 'Returns and refunds',
    sections: [
      section(null, `You have ${site.refund_days} day free returns on credit bundles you have not used.`),
      section(
        'How to request a refund',
        `Write to ${site.support_email} or call ${phoneOf(site)} with your order number.`,
        `We refund within ${site.refund_days} days to the payment method you used.`,
      ),
    ],
  }),
  service: (site) => ({
    title: 'Customer service',
    sections: [
      section(null, contactLine(site)),
      section(
        'Company details',
        companyLine(site),
        `Trade names: ${site.company.tradenames.join(', ')}. VAT: ${site.company.vat_numbers.join(', ')}.`,
      ),
    ],
  }),
};

/** Pages reached by `/{token}`. */
const tokenPages: Record<string, PageBuilder> = {
  imprint: (site) => ({
    title: 'Imprint',
    sections: [section(null, companyLine(site), contactLine(site))],
  }),
  'safety-tips': (site) => ({
    title: 'Dating safely',
    sections: [
      section(
        null,
        'Meet in a public place the first time and tell a friend where you are going.',
        'Never send money to someone you have not met.',
        `Report a member who makes you feel unsafe through the complaints form or at ${site.support_email}.`,
      ),
    ],
  }),
};

export const infoPage = (key: string, site: Settings): InfoPage | undefined => {
  // Own keys only: a token such as `constructor` must not find Object's prototype.
  const build = Object.hasOwn(fixedPages, key)
    ? fixedPages[key]
    : Object.hasOwn(tokenPages, key)
      ? tokenPages[key]
      : undefined;
  return build === undefined ? undefined : { key, updated_at: termsDate(site), ...build(site) };
};
