import type { Translation } from '../i18n-types';

export const passwordReset = {
  intro: 'Anna tilisi sähköpostiosoite, niin lähetämme sinulle linkin, jolla voit valita uuden salasanan.',
  submit: 'Lähetä palautuslinkki',
  sent: 'Lähetimme salasanan palautuslinkin osoitteeseen {email}. Linkki on voimassa {hours} {{tunnin|tuntia}}.',
  backToLogin: 'Takaisin kirjautumiseen',
  requestNew: 'Pyydä uusi sähköposti',
  checking: 'Tarkistetaan linkkiä…',
  retry: 'Yritä uudelleen',
  forAccount: 'Valitse uusi salasana tilille {email}.',
  newPassword: 'Uusi salasana',
  newPasswordHint: 'Vähintään {min} {{merkki|merkkiä}}',
  confirmPassword: 'Toista uusi salasana',
  showPasswords: 'Näytä salasanat',
  save: 'Tallenna uusi salasana',
  changed: 'Salasanasi on vaihdettu. Olet kirjautunut sisään.',
} satisfies Translation['passwordReset'];
