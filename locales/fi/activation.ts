import type { Translation } from '../i18n-types';

export const activation = {
  resend: 'Lähetä sähköposti uudelleen',
  resendSending: 'Lähetetään sähköpostia…',
  resendSent: 'Lähetimme sinulle uuden sähköpostin. Vahvista osoitteesi avaamalla siinä oleva linkki.',
  resendWait:
    'Pyysit sähköpostia vasta hetki sitten. Odota {minutes} {{minuutti|minuuttia}} ennen kuin pyydät uutta.',
  doneConfirming: 'Vahvistetaan sähköpostiosoitettasi…',
  doneTitle: 'Sähköpostiosoitteesi on vahvistettu',
  doneText: 'Kiitos! Muut jäsenet voivat nyt vastata viesteihisi.',
  doneFailedTitle: 'Sähköpostiosoitettasi ei ole vielä vahvistettu',
  doneToMembers: 'Etsi jäseniä',
  retry: 'Yritä uudelleen',
  errorTitle: 'Aktivointi epäonnistui',
  errorHelp:
    'Aktivointilinkki ei toiminut. Se on ehkä vanhentunut tai jo käytetty, tai sähköpostista on kopioitu vain osa siitä.',
  errorResendIntro: 'Voimme lähettää uuden aktivointilinkin osoitteeseen {email}.',
  errorResend: 'Lähetä uusi aktivointiviesti',
  errorLoginIntro: 'Kirjaudu sisään, niin saat uuden aktivointiviestin.',
  errorLogin: 'Kirjaudu sisään',
  errorAlreadyActive: 'Hyviä uutisia: sähköpostiosoitteesi on jo vahvistettu. Et tarvitse uutta linkkiä.',
  errorToMembers: 'Etsi jäseniä',
  errorContact: 'Eikö se vieläkään toimi? Ota yhteyttä asiakaspalveluun:',
} satisfies Translation['activation'];
