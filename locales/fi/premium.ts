import type { Translation } from '../i18n-types';

export const premium = {
  overview: {
    claim: 'Premium-jäsenillä on {percent} % suurempi mahdollisuus matchiin',
    intro:
      'Mikä tahansa krediittipaketti tekee sinusta heti Premium-jäsenen. Käytä krediitit viesteihin, kuviin ja lahjoihin.',
    chooseHeading: 'Valitse pakettisi',
    topUpHeading: 'Lisää krediittejä',
    tiersLabel: 'Premium-paketit',
    loading: 'Premium-paketteja ladataan…',
    loadFailed: 'Premium-paketteja ei voitu ladata.',
    retry: 'Yritä uudelleen',
  },
  status: {
    heading: 'Olet Premium-jäsen',
    text: 'Näet kaikki kuvat, voit näyttää profiilissasi jopa {photos} kuvaa ja keskustella niin monen jäsenen kanssa kuin haluat.',
    credits: 'Sinulla on {count} {{krediitti|krediittiä}}.',
    topUp: 'Mikä tahansa alla olevista paketeista lisää krediittejäsi.',
  },
  tier: {
    popular: 'Suosituin',
    credits: '{count} {{krediitti|krediittiä}}',
    perCredit: '{price} / krediitti',
    choose: 'Valitse',
    chooseWhat: '– {credits} {{krediitti|krediittiä}} hintaan {price}',
    features: 'Sisältää',
  },
  features: {
    all_photos: 'Näe kaikkien jäsenten kaikki kuvat',
    photos_25: 'Jopa {count} kuvaa profiilissasi',
    unlimited_conversations: 'Keskustele niin monen jäsenen kanssa kuin haluat',
    premium_features: 'Premium-ominaisuudet, vaikka krediitit olisivat lopussa',
    match_chance: '{percent} % suurempi mahdollisuus matchiin',
  },
  pricing: {
    intro:
      'Palvelussa {site} maksat krediiteillä ja vain siitä, mitä käytät: viesteistä, kuvista ja lahjoista.',
    costsHeading: 'Mitä mikin maksaa',
    message: 'Viesti',
    photo: 'Kuva keskustelussa',
    gift: 'Lahja',
    costCredits: '{count} {{krediitti|krediittiä}}',
    minimumMessage: 'Viesti maksaa vähintään {price}.',
    bundlesHeading: 'Krediittipaketit',
    saving: 'Säästä {percent} %',
    bestValue: 'Edullisin',
    refund: '{days} päivän maksuton palautus',
    loading: 'Hintoja ladataan…',
    loadFailed: 'Hintoja ei voitu ladata.',
    retry: 'Yritä uudelleen',
    signUp: 'Rekisteröidy',
    signUpText: 'Rekisteröidy maksutta ja aloita keskustelu.',
    buyCredits: 'Osta krediittejä',
    seePremium: 'Mitä Premium-jäsenyys tarjoaa',
  },
  withdrawal: {
    heading: 'Peruuttamisoikeutesi',
    right: 'Kuluttajana voit perua krediittiostoksen {days} päivän kuluessa ostosta ilmoittamatta syytä.',
    lost: 'Menetät tämän oikeuden, kun alat käyttää krediittejä, jos pyysit toimittamaan ne heti ja hyväksyit, että menetät oikeuden niitä käyttäessäsi.',
    how: 'Peruaksesi ostoksen ilmoita asiakaspalvelullemme selvästi, että perut sen, esimerkiksi sähköpostitse.',
    email: 'Asiakaspalvelun sähköposti:',
    refund:
      'Palautamme maksusi {days} päivän kuluessa samalla maksutavalla, jota käytit, ilman kuluja sinulle.',
    policy: 'Palautukset ja hyvitykset tarkemmin',
  },
} satisfies Translation['premium'];
