import type { Translation } from '../i18n-types';

export const complaints = {
  intro:
    'Quelque chose s’est mal passé ? Dis-le-nous. Le service client lit chaque réclamation et te répond par e-mail.',
  required: 'Tous les champs sont obligatoires, sauf le numéro de profil.',
  name: 'Ton nom',
  email: 'Ton adresse e-mail',
  emailHint: 'Nous envoyons notre réponse à cette adresse.',
  subject: 'Quel est l’objet de ta réclamation ?',
  subjectChoose: 'Choisis un sujet',
  subjectRequired: 'Choisis l’objet de ta réclamation',
  subjects: {
    content: 'Contenu du site',
    billing: 'Paiements et facturation',
    privacy: 'Vie privée et données personnelles',
    abuse: 'Abus ou harcèlement',
    other: 'Autre chose',
  },
  profile: 'Numéro de profil (facultatif)',
  profileHint:
    'Si ta réclamation concerne un membre précis : le numéro à la fin de l’adresse de son profil, par ex. 2210 dans /members/2210.',
  profileInvalid: 'Saisis le numéro de profil en chiffres uniquement, par ex. 2210',
  profileUnknown: 'Aucun profil ne porte ce numéro. Vérifie-le ou laisse le champ vide.',
  message: 'Ta réclamation',
  messageHint: 'Décris ce qui s’est passé et, si possible, quand.',
  messageTooLong:
    'Ta réclamation dépasse la limite de {over} {{caractère|caractères}}. Raccourcis-la à {max} caractères au maximum ; rien de ce que tu as écrit n’est perdu.',
  send: 'Envoyer la réclamation',
  failed:
    'Ta réclamation n’a pas pu être envoyée. Rien de ce que tu as écrit n’est perdu : vérifie ta connexion et renvoie-la.',
  tooMany:
    'Tu as envoyé plusieurs réclamations au cours de la dernière heure. Attends {minutes} {{minute|minutes}}, puis renvoie-la.',
  sent: {
    heading: 'Merci, nous avons bien reçu ta réclamation',
    reference: 'Ton numéro de référence : {reference}',
    next: 'Le service client examine ta réclamation et te répond par e-mail à {email}, dans le délai prévu par la loi.',
    quote: 'Indique ton numéro de référence chaque fois que tu nous écris au sujet de cette réclamation.',
    another: 'Envoyer une autre réclamation',
  },
} satisfies Translation['complaints'];
