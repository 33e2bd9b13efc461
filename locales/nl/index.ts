import type { Translation } from '../i18n-types';

const nl = {
  common: {
    loading: 'Laden…',
    loadFailed: 'Er is een fout opgetreden, probeer het later opnieuw',
  },
  language: {
    label: 'Taal',
  },
  home: {
    pageTitle: '{siteName} — ontmoet singles bij jou in de buurt',
    title: 'Ontmoet singles bij jou in de buurt op {siteName}',
    intro: 'Chat, flirt en vind je match — meld je binnen een minuut gratis aan.',
  },
  apiErrors: {
    authentication_required: 'Je moet ingelogd zijn om dit te doen',
    validation: 'Controleer de gemarkeerde velden',
    not_found: 'Dit kon niet worden gevonden',
    forbidden: 'Je mag dit niet doen',
    login_failed: 'Inloggen mislukt, probeer het opnieuw',
    login_blocked: 'Te veel onjuiste pogingen, account geblokkeerd voor {minutes} min',
    email_taken: 'Dit e-mailadres heeft al een account op deze website',
    account_pending_deletion:
      'Dit account wordt verwijderd. Activeer het opnieuw via de link die we je e-mailen, of neem contact op met de klantenservice.',
    invite_only: 'Aanmelden op deze site kan alleen op uitnodiging',
    signup_closed: 'Aanmelden is op dit moment niet mogelijk',
    not_confirmed: 'Dit lid heeft het e-mailadres nog niet bevestigd, dus je kunt niet reageren',
    activation_failed:
      'Activeren mislukt. De link is misschien verlopen of al gebruikt: vraag een nieuwe activatiemail aan of neem contact op met de klantenservice.',
    reactivation_expired: 'Dit account kan niet meer worden geheractiveerd: de 14 dagen zijn voorbij',
    reset_email_not_found: 'E-mailadres niet gevonden',
    reset_link_invalid: 'Link verlopen of ongeldig, vraag een nieuwe e-mail aan',
    reset_too_many:
      'Te veel e-mails voor het herstellen van je wachtwoord verstuurd, probeer het morgen opnieuw',
    mail_change_link_invalid: 'Link verlopen of ongeldig, vraag een nieuwe e-mail aan',
    old_password_wrong: 'Je oude wachtwoord klopt niet',
    password_wrong: 'Onjuist wachtwoord, probeer het opnieuw',
    insufficient_credits: 'Je hebt niet genoeg credits. Koop credits om verder te gaan.',
    premium_only: 'Deze functie is alleen voor premiumleden',
    conversation_limit:
      'Gratis leden kunnen maximaal 2 gesprekken beginnen. Word premium om met meer leden te chatten.',
    photo_limit: "Je hebt het maximale aantal foto's bereikt",
    swipe_limit: 'Je hebt de likes van vandaag gebruikt. Kom morgen terug!',
    blocked_by_member: 'Je bent geblokkeerd door {name}',
    member_invisible: 'Dit lid is op dit moment niet bereikbaar',
    message_too_long: 'Je bericht is te lang',
    code_not_found: 'Code niet gevonden',
    code_used: 'Code al gebruikt',
    code_expired: 'Deze code is verlopen',
    code_minimum_order: 'Deze code is alleen geldig bij een grotere bestelling',
    direct_debit_blocked: 'Je account is geblokkeerd voor automatische incasso',
    direct_debit_limit:
      'Limiet voor automatische incasso bereikt. Probeer het later opnieuw, kies een goedkoper pakket of een andere betaalmethode.',
    sms_code_invalid: 'Code ongeldig',
    payment_failed: 'De betaling is mislukt. Probeer een andere betaalmethode.',
    payment_method_unavailable: 'Deze betaalmethode is niet beschikbaar. Kies een andere.',
    no_previous_order: 'Er is geen eerdere bestelling om te herhalen',
    rate_limited: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
    not_implemented: 'Er is een fout opgetreden',
    server_error: 'Er is een fout opgetreden, probeer het later opnieuw',
    network: 'Geen verbinding. Controleer je internetverbinding en probeer het opnieuw.',
    unknown: 'Er is een fout opgetreden',
  },
  errors: {
    notFound: 'Pagina niet gevonden',
    backHome: 'Terug naar de startpagina',
  },
} satisfies Translation;

export default nl;
