import type { Translation } from '../i18n-types';

export const alerts = {
  enrichProfile: {
    title: 'Profiilissasi ei näy vielä kuvaa.',
    text: 'Kuvalliset profiilit saavat paljon enemmän vastauksia.',
    action: 'Lisää kuva',
  },
  mailStopped: {
    title: 'Olemme lopettaneet sähköpostien lähettämisen sinulle.',
    bounce: 'Postia osoitteeseen {email} ei voitu toimittaa.',
    fbl: 'Yksi sähköposteistamme merkittiin roskapostiksi.',
    listunsubscribe: 'Peruit sähköpostiemme tilauksen.',
    action: 'Siirry asetuksiin',
  },
  push: {
    title: 'Älä koskaan missaa viestiä.',
    text: 'Saat ilmoituksen tähän laitteeseen, kun joku kirjoittaa sinulle tai tykkää sinusta.',
    action: 'Ota käyttöön',
    on: 'Push-ilmoitukset ovat käytössä tässä laitteessa.',
    blocked: 'Ilmoitukset on estetty tältä sivustolta. Voit sallia ne selaimesi asetuksista.',
    dismissed: 'Selaimesi ei saanut vastausta. Voit ottaa ilmoitukset käyttöön milloin tahansa asetuksista.',
    failed: 'Push-ilmoituksia ei voitu ottaa käyttöön. Voit yrittää uudelleen asetuksista.',
  },
} satisfies Translation['alerts'];
