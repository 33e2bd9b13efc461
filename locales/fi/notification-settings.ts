import type { Translation } from '../i18n-types';

export const notificationSettings = {
  notificationPrefs: {
    heading: 'Ilmoitukset',
    intro: 'Valitse, mistä kerromme sinulle sähköpostilla ja push-ilmoituksella.',
    pushHint: 'Push-ilmoitukset tulevat vain laitteisiin, joissa olet sallinut ne.',
    tableCaption: 'Ilmoitusasetukset',
    typeColumn: 'Ilmoitus',
    emailColumn: 'Sähköposti',
    pushColumn: 'Push',
    emailSwitch: 'Sähköposti: {type}',
    pushSwitch: 'Push: {type}',
    types: {
      new_conversations: 'Uudet keskustelut',
      new_messages: 'Uudet viestit',
      likes: 'Tykkäykset',
      unread_reminders: 'Muistutukset lukemattomista viesteistä',
      promotions: 'Tarjoukset ja kampanjat',
      new_members: 'Uudet jäsenet',
      news: 'Uutiset',
      reminders: 'Muistutukset',
    },
    save: 'Tallenna asetukset',
    saved: 'Tallennettu. Ilmoitusasetuksesi ovat ajan tasalla.',
    saveFailed: 'Asetuksiasi ei tallennettu. Valintasi ovat yhä tallella, joten voit yrittää uudelleen.',
    loadFailed: 'Ilmoitusasetuksiasi ei voitu ladata. Tarkista yhteytesi ja yritä uudelleen.',
    retry: 'Yritä uudelleen',
    mailStopped: {
      heading: 'Emme lähetä sinulle tällä hetkellä sähköposteja',
      bounce:
        'Sähköposteja osoitteeseen {email} ei voitu toimittaa. Tarkista, että osoite on oikein, tai vaihda se yllä kohdassa ”Sähköpostiosoite”: kun vahvistat uuden osoitteen, sähköpostit alkavat taas tulla.',
      fbl: 'Yksi sähköposteistamme merkittiin postilaatikossasi roskapostiksi. Jos haluat taas sähköposteja, varmista, että haluamasi on kytketty päälle alla, ja paina ”{save}”.',
      listunsubscribe:
        'Peruit tilauksen yhden sähköpostimme linkillä. Jos haluat taas sähköposteja, varmista, että haluamasi on kytketty päälle alla, ja paina ”{save}”.',
    },
  },
  push: {
    heading: 'Push-ilmoitukset tässä laitteessa',
    intro:
      'Ilmoitus tähän puhelimeen tai tietokoneeseen, kun joku kirjoittaa sinulle tai tykkää sinusta, myös kun sivusto on suljettu.',
    on: 'Push-ilmoitukset ovat käytössä tässä laitteessa.',
    off: 'Push-ilmoitukset eivät ole käytössä tässä laitteessa.',
    turnOn: 'Ota push-ilmoitukset käyttöön',
    turnOff: 'Poista push-ilmoitukset käytöstä',
    turnedOn: 'Push-ilmoitukset ovat käytössä. Valitse alta, mistä ne kertovat sinulle.',
    turnedOff: 'Push-ilmoitukset eivät ole käytössä tässä laitteessa.',
    blocked:
      'Ilmoitukset on estetty tältä sivustolta selaimessasi. Salli ne selaimen sivustoasetuksista ja palaa sitten tänne.',
    dismissed: 'Selaimesi ei saanut vastausta. Paina painiketta uudelleen, kun olet valmis.',
    unsupported:
      'Tämä selain ei voi vastaanottaa push-ilmoituksia. Sähköposti-ilmoitukset tulevat edelleen perille.',
    installFirst:
      'iPhonessa ja iPadissa push-ilmoitukset toimivat, kun sivusto on kotivalikossasi: napauta Jaa, sitten ”Lisää Koti-valikkoon”, ja avaa sivusto sieltä.',
    failed: 'Push-ilmoituksia ei voitu ottaa käyttöön. Yritä hetken kuluttua uudelleen.',
    offFailed: 'Push-ilmoituksia ei poistettu käytöstä.',
  },
  invisible: {
    heading: 'Näkymätön tila',
    label: 'Piilota minut muilta jäseniltä',
    meaning:
      'Kun se on päällä, et näy hakutuloksissa etkä ehdotuksissa, eivätkä muut jäsenet voi lähettää sinulle ensimmäistä viestiä, tykkäystä tai lahjaa. Jo alkaneet keskustelut jatkuvat ennallaan.',
    on: 'Näkymätön tila on päällä. Muut jäsenet eivät enää löydä sinua.',
    off: 'Näkymätön tila on pois päältä. Muut jäsenet voivat taas löytää sinut ja ottaa sinuun yhteyttä.',
    failed: 'Näkymätöntä tilaa ei muutettu.',
  },
} satisfies Translation['notificationSettings'];
