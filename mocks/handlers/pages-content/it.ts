import type { PageFacts, SiteTexts } from './kit';
import { section } from './kit';

const companyLine = ({ site }: PageFacts) => {
  const c = site.company;
  return `${site.name} è gestito da ${c.name}, ${c.address}, ${c.city}, ${c.country} (registro delle imprese ${c.kvk}).`;
};

const contactLine = ({ site, phone }: PageFacts) =>
  `Scrivi a ${site.support_email} o chiama il ${phone}; il servizio clienti risponde entro due giorni lavorativi.`;

export const it: SiteTexts = {
  pages: {
    terms: (f) => ({
      title: 'Termini e condizioni',
      sections: [
        section(
          null,
          companyLine(f),
          `Questi termini valgono per ogni visita a ${f.site.domain} e per ogni acquisto.`,
        ),
        section(
          'Iscrizione',
          `Per iscriverti devi avere almeno ${f.minimumAge} anni. Un account per persona; il tuo indirizzo e-mail deve essere tuo e confermato prima che altri iscritti possano risponderti.`,
          `Gli iscritti gratuiti possono caricare ${f.photos.free} foto e avviare ${f.freeConversations} conversazioni. Qualsiasi acquisto di crediti ti rende iscritto premium, con fino a ${f.photos.premium} foto e la vista di tutte le foto degli iscritti.`,
        ),
        section(
          'Crediti',
          `Un messaggio costa ${f.site.message_credits} credito/i, un regalo ${f.site.gift_credits} crediti e una foto ${f.site.photo_credits} crediti. I crediti non scadono e non si possono convertire in denaro.`,
          `Hai ${f.site.refund_days} giorni per restituire gratuitamente i pacchetti di crediti non usati.`,
        ),
        section('Profili fittizi', f.site.fictional_warning),
        section(
          'Chiudere l’iscrizione',
          `Puoi eliminare il tuo account nelle impostazioni. Resta in attesa di eliminazione per ${f.reactivationDays} giorni, durante i quali un link nell’e-mail di conferma lo ripristina; poi viene cancellato.`,
        ),
        section('Contatti', contactLine(f)),
      ],
    }),
    privacy: (f) => ({
      title: 'Informativa sulla privacy',
      sections: [
        section(null, `${f.site.company.name} è titolare dei dati personali trattati su ${f.site.domain}.`),
        section(
          'Cosa conserviamo',
          'Il tuo indirizzo e-mail, nome utente, data di nascita, dati del profilo, foto, messaggi, like e acquisti, e la fonte da cui sei arrivato.',
          'Indirizzo e-mail e data di nascita non vengono mai mostrati agli altri iscritti; loro vedono la tua età.',
        ),
        section(
          'I tuoi diritti',
          `Puoi vedere, correggere o cancellare i tuoi dati in qualsiasi momento. Se elimini l’account, vengono cancellati dopo ${f.reactivationDays} giorni.`,
          contactLine(f),
        ),
      ],
    }),
    cookies: (f) => ({
      title: 'Informativa sui cookie',
      sections: [
        section(null, `${f.site.domain} usa solo i cookie necessari al suo funzionamento.`),
        section(
          'I nostri cookie',
          `Il cookie di sessione ti mantiene connesso per ${f.sessionDays} giorni.`,
          'Il cookie della lingua ricorda per 365 giorni la lingua che hai scelto.',
        ),
      ],
    }),
    ban: (f) => ({
      title: 'Accesso bloccato',
      sections: [
        section(
          null,
          `I visitatori con meno di ${f.minimumAge} anni non sono ammessi su ${f.site.domain}. Chi molesta altri iscritti, invia spam o viola i termini viene escluso senza preavviso.`,
        ),
        section('Pensi di essere stato bloccato per errore?', contactLine(f)),
      ],
    }),
    faq: (f) => ({
      title: 'Domande frequenti',
      sections: [
        section(
          'Quante foto posso caricare?',
          `Iscritti gratuiti ${f.photos.free}, iscritti premium ${f.photos.premium}.`,
        ),
        section(
          'Come divento premium?',
          `Acquista un qualsiasi pacchetto di crediti. I nuovi iscritti hanno il ${f.welcomePercent}% di sconto sul primo acquisto e, nelle prime ${f.bonusHours} ore dopo l’iscrizione, un bonus del ${f.bonusPercent}%.`,
        ),
        section(
          'Come funziona il gioco dello swipe?',
          `Nel gioco dello swipe puoi dare ${f.swipeLikes} like al giorno.`,
        ),
        section(
          'Cosa sono i profili fittizi?',
          `${f.site.fictional_warning} Sono contrassegnati come ${f.site.fictional_plural}.`,
        ),
        section(
          'Posso annullare l’eliminazione del mio account?',
          `Sì, entro ${f.reactivationDays} giorni, con il link nell’e-mail che ti abbiamo inviato.`,
        ),
      ],
    }),
    'return-policy': (f) => ({
      title: 'Resi e rimborsi',
      sections: [
        section(
          null,
          `Hai ${f.site.refund_days} giorni per restituire gratuitamente i pacchetti di crediti non usati.`,
        ),
        section(
          'Come chiedere un rimborso',
          `Scrivi a ${f.site.support_email} o chiama il ${f.phone} indicando il numero d’ordine.`,
          `Rimborsiamo entro ${f.site.refund_days} giorni sul metodo di pagamento che hai usato.`,
        ),
      ],
    }),
    service: (f) => ({
      title: 'Servizio clienti',
      sections: [
        section(null, contactLine(f)),
        section(
          'Dati della società',
          companyLine(f),
          `Marchi: ${f.site.company.tradenames.join(', ')}. Partita IVA: ${f.site.company.vat_numbers.join(', ')}.`,
        ),
      ],
    }),
    imprint: (f) => ({ title: 'Note legali', sections: [section(null, companyLine(f), contactLine(f))] }),
    'safety-tips': (f) => ({
      title: 'Incontri in sicurezza',
      sections: [
        section(
          null,
          'La prima volta incontratevi in un luogo pubblico e di’ a un amico dove vai.',
          'Non mandare mai soldi a qualcuno che non hai incontrato.',
          `Segnala un iscritto che ti fa sentire a disagio con il modulo dei reclami o a ${f.site.support_email}.`,
        ),
      ],
    }),
  },
  settings: {
    index_title: 'Incontra single vicino a te',
    description: 'Chatta e flirta con single vicino a te.',
    fictional_warning: 'Alcuni profili di questo sito sono fittizi e gestiti dal nostro staff.',
    fictional_singular: 'profilo fittizio',
    fictional_plural: 'profili fittizi',
  },
  landing: {
    titles: {
      alonetonight: 'Solo stasera?',
      collagelanding: 'Conosci qualcuno di nuovo',
      gallery: 'Scopri chi ti aspetta',
      iconslanding: 'Flirta, chatta, fai match',
      maplanding: 'Chi è vicino?',
      socialnetwork: 'La tua nuova cerchia',
      transitionsvideolanding: 'Guarda e conosci',
      video: 'Guardali dal vivo',
      tinderswipe: 'Scorri e fai match',
    },
    subtitles: {
      alonetonight: (a) => `${a} vicino a te sono online adesso.`,
      collagelanding: (a) => `${a} della tua zona, tutti in un posto.`,
      gallery: (a) => `Sfoglia ${a.toLowerCase()} vicino a te.`,
      iconslanding: (a) => `${a} cercano qualcuno con cui chattare.`,
      maplanding: (a) => `${a} nella tua regione.`,
      socialnetwork: (a) => `${a} che vogliono conoscerti.`,
      transitionsvideolanding: (a) => `${a} sono online adesso.`,
      video: (a) => `${a} vicino a te ti aspettano.`,
      tinderswipe: (a) => `Metti like a ${a.toLowerCase()} vicino a te con uno swipe.`,
    },
    audiences: {
      1: 'Single',
      2: 'Donne',
      3: 'Single trasgressivi',
      4: 'Single formosi',
      5: 'Donne mature',
      6: 'MILF',
      7: 'Uomini gay',
    },
    campaigns: {
      summer: 'Flirt d’estate',
      weekend: 'Programmi per il weekend?',
      nearby: 'Più vicino di quanto pensi',
    },
  },
};
