import type { Translation } from '../i18n-types';

export const account = {
  title: 'Tili',
  currentPassword: 'Nykyinen salasana',
  mailChange: {
    heading: 'Sähköpostiosoite',
    current: 'Sähköpostiosoitteesi on {email}.',
    newEmail: 'Uusi sähköpostiosoite',
    passwordHint: 'Kysymme salasanaasi, jotta kukaan muu ei voi vaihtaa osoitettasi.',
    submit: 'Vaihda sähköpostiosoite',
    sameAsCurrent: 'Tämä on jo sähköpostiosoitteesi',
    tooManyToday: 'Olet pyytänyt tänään liian monta sähköpostiosoitteen vaihtoa. Yritä huomenna uudelleen.',
    sent: 'Lähetimme vahvistuslinkin osoitteeseen {email}; osoitteesi vaihtuu, kun käytät linkkiä (voimassa 24 tuntia)',
  },
  passwordChange: {
    heading: 'Salasana',
    oldPassword: 'Vanha salasana',
    newPassword: 'Uusi salasana',
    newPasswordHint: 'Vähintään {min} {{merkki|merkkiä}}.',
    repeatPassword: 'Toista uusi salasana',
    submit: 'Vaihda salasana',
    changed: 'Salasanasi on vaihdettu.',
  },
  mailChangeDone: {
    confirming: 'Vahvistetaan uutta sähköpostiosoitettasi…',
    done: 'Sähköpostiosoitteesi on nyt {email}',
    toSettings: 'Siirry asetuksiin',
    requestNew: 'Pyydä asetuksissa uutta sähköpostiosoitteen vaihtoa',
    retry: 'Yritä uudelleen',
  },
  sectionsLoad: {
    failed: 'Asetuksiasi ei voitu ladata. Tarkista yhteys ja yritä uudelleen.',
    retry: 'Yritä uudelleen',
  },
  blocked: {
    heading: 'Estetyt jäsenet',
    intro:
      'Estämäsi jäsenet eivät näe profiiliasi eivätkä voi ottaa sinuun yhteyttä, etkä enää näe heitä hauissasi.',
    empty: 'Et ole estänyt ketään.',
    howTo: 'Voit estää jäsenen avaamalla hänen profiilinsa ja valitsemalla ”Lisää”-valikosta ”Estä”.',
    photoAlt: 'Käyttäjän {name} kuva',
    nameAndAge: '{name}, {age}',
    unblock: 'Poista esto',
    unblocked: 'Käyttäjän {name} esto on poistettu.',
    unblockFailed: 'Käyttäjän {name} estoa ei voitu poistaa.',
    loadFailed: 'Estämiäsi jäseniä ei voitu ladata. Tarkista yhteys ja yritä uudelleen.',
    retry: 'Yritä uudelleen',
  },
} satisfies Translation['account'];
