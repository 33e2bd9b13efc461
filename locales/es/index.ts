import type { Translation } from '../i18n-types';
import { account } from './account';
import { accountDeletion } from './account-deletion';
import { activation } from './activation';
import { alerts } from './alerts';
import { form } from './form';
import { login } from './login';
import { memberView } from './member-view';
import { members } from './members';
import { passwordReset } from './password-reset';
import { profilePhotos } from './profile-photos';
import { profileLocation } from './profile-location';
import { profile } from './profile';
import { report } from './report';
import { signup } from './signup';
import { signupLocation } from './signup-location';
import { signupMatches } from './signup-matches';
import { signupPhoto } from './signup-photo';
import { signupSteps } from './signup-steps';

const es = {
  common: {
    loading: 'Cargando…',
    loadFailed: 'Se ha producido un error, inténtalo de nuevo más tarde',
  },
  language: {
    label: 'Idioma',
    menu: 'Idioma: {language}',
    choose: 'Elige el idioma del sitio.',
    saveFailed:
      'El idioma se ha cambiado aquí, pero no se ha podido guardar en tu cuenta. Inténtalo de nuevo más tarde.',
  },
  home: {
    intro: 'Chatea, liga y encuentra tu match: regístrate gratis en un minuto.',
    signup: 'Regístrate gratis',
  },
  routes: {
    index: 'Conoce a solteros cerca de ti',
    members: 'Buscar miembros',
    member: 'Perfil del miembro',
    chat: 'Chat',
    landing: 'Conoce a alguien esta noche',
    signup: 'Registro',
    chats: 'Mensajes',
    likes: 'Me gusta',
    credits: 'Comprar créditos',
    repeatOrder: 'Repetir el último pedido',
    payment: 'Pago',
    directDebit: 'Domiciliación bancaria',
    premium: 'Suscripción Premium',
    pricing: 'Precios',
    profile: 'Mi perfil',
    notifications: 'Ajustes',
    complaints: 'Reclamaciones',
    langConfig: 'Idioma',
    login: 'Iniciar sesión',
    signupMatches: 'Tus matches',
    completeSignup: 'Confirma tu dirección de correo electrónico',
    swipeGame: 'Desliza y liga',
    accountDeleted: 'Cuenta eliminada',
    activateDone: 'Cuenta activada',
    activateError: 'Error de activación',
    resetPassword: 'Restablecer contraseña',
    mailChange: 'Cambiar dirección de correo electrónico',
    transactions: 'Transacciones',
    infoPage: 'Información',
    notFound: 'Página no encontrada',
  },
  shell: {
    titleWithSite: '{title} | {siteName}',
    comingSoon: 'Esta sección del sitio estará disponible muy pronto. Vuelve a echar un vistazo más tarde.',
    skipToContent: 'Saltar al contenido',
  },
  topBar: {
    logoLabel: 'Inicio de {siteName}',
    back: 'Atrás',
    mainNav: 'Principal',
    search: 'Buscar miembros',
    messages: 'Mensajes',
    likes: 'Me gusta',
    unreadLabel: '{count} {{mensaje no leído|mensajes no leídos}}',
    newLikesLabel: '{count} {{nuevo me gusta|nuevos me gusta}}',
    credits: 'Créditos',
    creditsBalance: '{count} {{crédito|créditos}}',
    lowCreditsLabel: 'Solo te {{count:queda|quedan}} {count} {{crédito|créditos}}',
    getPremium: 'Hazte Premium',
    login: 'Iniciar sesión',
    signup: 'Regístrate',
    accountMenu: '{name}, menú de la cuenta',
    myProfile: 'Mi perfil',
    settings: 'Ajustes',
    logout: 'Cerrar sesión',
    logoutFailed: 'Sigues con la sesión iniciada.',
    continueSignup: 'Continuar el registro',
    menuLoadFailed: 'No se ha podido abrir el menú. Comprueba tu conexión e inténtalo de nuevo.',
    memberChromeFailed:
      'No se han podido cargar tus enlaces ni el menú de tu cuenta. Comprueba tu conexión e inténtalo de nuevo.',
    memberChromeRetry: 'Reintentar',
    // Short labels of the phone's bottom tab bar, where five tabs share 360 px.
    tabSearch: 'Buscar',
    tabPremium: 'Premium',
    tabProfile: 'Perfil',
  },
  footer: {
    about: 'Sobre {siteName}',
    join: 'Únete',
    member: 'Tu cuenta',
    help: 'Ayuda',
    legal: 'Legal',
    faq: 'Preguntas frecuentes',
    service: 'Atención al cliente',
    complaints: 'Reclamaciones',
    returns: 'Devoluciones y reembolsos',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    cookies: 'Política de cookies',
    ban: 'Bloqueo de acceso',
    pricing: 'Precios',
    usTitle: 'Declaración 18 U.S.C. 2257',
    usStatement:
      'Todas las personas que aparecen en cualquier representación visual de este sitio web tenían 18 años o más en el momento en que se realizó dicha representación. Los registros exigidos por 18 U.S.C. 2257 están en poder del custodio de registros en la dirección que figura a continuación.',
    adultsOnly: 'Este sitio web es solo para adultos (18+).',
    copyright: '© {year} {company}, {address}',
  },
  entryWarning: {
    title: 'Solo para adultos',
    adultContent:
      '{siteName} es un sitio de citas y chat para adultos. Contiene material sexualmente explícito que solo es apto para personas de 18 años o más.',
    confirmAge:
      'Al entrar, confirmas que tienes al menos 18 años y que ver material para adultos es legal en el lugar donde te encuentras.',
    agreePrefix: 'También aceptas nuestros',
    enter: 'Tengo 18 años o más — entrar',
    leave: 'Salir',
    yieldedLabel: 'Aviso de entrada',
    yieldedNote: 'Todavía no has entrado en {siteName}. Lee esta página y luego vuelve para entrar.',
    backToWarning: 'Volver al aviso de entrada',
  },
  signupEntry: {
    title: 'Regístrate',
    haveAccount: '¿Ya eres miembro?',
  },
  activationReminder: {
    title: 'Confirma tu dirección de correo electrónico.',
    text: 'Te hemos enviado un enlace a {email}. Hasta que no lo uses, los miembros no podrán responderte.',
    resend: 'Volver a enviar el correo',
    sent: 'Te hemos enviado un nuevo correo.',
  },
  signupResume: {
    title: 'Tu registro no está terminado.',
    text: 'Quedan algunos pasos; puedes seguir donde lo dejaste.',
    action: 'Continuar el registro',
  },
  newLike: {
    title: '¡Le gustas a alguien!',
    photoLabel: 'Abrir el perfil del miembro al que le gustas',
    text: 'Mándale un saludo y empieza una conversación.',
    startChat: 'Empezar una conversación',
  },
  pages: {
    updated: 'Última actualización: {date}',
  },
  apiErrors: {
    authentication_required: 'Tienes que iniciar sesión para hacer esto',
    validation: 'Revisa los campos marcados',
    not_found: 'No se ha encontrado lo que buscas',
    forbidden: 'No tienes permiso para hacer esto',
    login_failed: 'Error al iniciar sesión, inténtalo de nuevo',
    login_blocked: 'Demasiados intentos fallidos, cuenta bloqueada durante {minutes} min',
    email_taken: 'Ya existe una cuenta en este sitio web con esta dirección de correo electrónico',
    account_pending_deletion:
      'Esta cuenta se está eliminando. Reactívala con el enlace que te enviamos por correo o ponte en contacto con atención al cliente.',
    invite_only: 'El registro en este sitio es solo por invitación',
    signup_closed: 'Ahora mismo no es posible registrarse',
    not_confirmed:
      'Este miembro aún no ha confirmado su dirección de correo electrónico, así que no puedes responderle',
    activation_failed:
      'La activación ha fallado. Puede que el enlace haya caducado o que ya se haya usado: solicita un nuevo correo de activación o ponte en contacto con atención al cliente.',
    reactivation_expired: 'Esta cuenta ya no se puede reactivar: han pasado los 14 días',
    reset_email_not_found: 'Dirección de correo electrónico no encontrada',
    reset_link_invalid: 'Enlace caducado o no válido, solicita un nuevo correo',
    reset_too_many:
      'Se han enviado demasiados correos para restablecer la contraseña, inténtalo de nuevo mañana',
    mail_change_link_invalid: 'Enlace caducado o no válido, solicita un nuevo correo',
    old_password_wrong: 'Tu contraseña actual no es correcta',
    password_wrong: 'Contraseña incorrecta, inténtalo de nuevo',
    insufficient_credits: 'No tienes suficientes créditos. Compra créditos para continuar.',
    premium_only: 'Esta función es solo para miembros Premium',
    conversation_limit:
      'Con una cuenta gratuita puedes iniciar hasta 2 conversaciones. Hazte Premium para chatear con más miembros.',
    photo_limit: 'Has alcanzado el número máximo de fotos',
    swipe_limit: 'Ya has usado todos tus me gusta de hoy. ¡Vuelve mañana!',
    blocked_by_member: '{name} te ha bloqueado',
    member_invisible: 'Ahora mismo no es posible contactar con este miembro',
    message_too_long: 'Tu mensaje es demasiado largo',
    code_not_found: 'Código no encontrado',
    code_used: 'Este código ya se ha usado',
    code_expired: 'Este código ha caducado',
    code_minimum_order: 'Este código solo es válido para pedidos de mayor importe',
    direct_debit_blocked: 'Tu cuenta está bloqueada para pagos por domiciliación bancaria',
    direct_debit_limit:
      'Has alcanzado el límite de domiciliación bancaria. Inténtalo más tarde, elige un paquete más barato u otro método de pago.',
    sms_code_invalid: 'Código no válido',
    payment_failed: 'No se ha podido realizar el pago. Prueba con otro método de pago.',
    payment_method_unavailable: 'Este método de pago no está disponible. Elige otro.',
    no_previous_order: 'No hay ningún pedido anterior que repetir',
    already_reported: 'Ya has denunciado a este miembro',
    rate_limited: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
    not_implemented: 'Se ha producido un error',
    server_error: 'Se ha producido un error, inténtalo de nuevo más tarde',
    network: 'Sin conexión. Comprueba tu conexión a internet y vuelve a intentarlo.',
    unknown: 'Se ha producido un error',
  },
  errorPage: {
    defaultMessage: 'Error',
    notFound: 'Página no encontrada',
    backHome: 'Volver a la página de inicio',
    status: 'Error {status}',
    generic: 'Se ha producido un error, inténtalo de nuevo más tarde',
    reloading: 'Recargando la página…',
    failedTitle: 'Se ha producido un error al mostrar la página de error',
    details: 'Detalles del error',
    goHome: 'Volver al inicio',
  },
  account,
  accountDeletion,
  activation,
  alerts,
  form,
  login,
  memberView,
  members,
  passwordReset,
  profilePhotos,
  profile,
  report,
  signup,
  signupLocation,
  profileLocation,
  signupMatches,
  signupPhoto,
  signupSteps,
  ui: {
    close: 'Cerrar',
    dismiss: 'Descartar',
  },
  status: {
    region: 'Estado de la página',
    offline: 'No tienes conexión a internet. Revisa tu red.',
    backOnline: 'Vuelves a tener conexión.',
    loadingPage: 'Cargando página',
  },
} satisfies Translation;

export default es;
