import type { Translation } from '../i18n-types';

/** The cookie settings dialog: the categories one by one (decision 030). */
export const consentChoices = {
  dialogTitle: 'Evästeasetukset',
  dialogIntro:
    'Valitse, mitä saamme tallentaa laitteellesi. Voit muuttaa valintaa milloin tahansa sivun alareunan kohdasta ”Muuta evästeasetuksia”.',
  necessary: 'Välttämättömät (aina päällä)',
  necessaryText:
    'Kirjautumisesi, kielesi, se että ohitit sisäänkäyntivaroituksen, ja tämä valinta. Jos rekisteröityminen tai haku on vain kumppanin kautta tuleville, linkkisi kumppaniverkosto.',
  statistics: 'Tilastot',
  statisticsText:
    'Kertoo meille, kun poistut sivulta, jolle tulit kumppanilinkin kautta, jotta tiedämme, kuinka kauan kävijät viipyvät.',
  marketing: 'Markkinointi',
  marketingText:
    'Muistaa linkkisi kumppanin ja kampanjan ja lähettää ne rekisteröitymisesi mukana, jotta kumppani saa siitä hyvityksen.',
  save: 'Tallenna valintani',
} satisfies Translation['consentChoices'];
