import type { Translation } from '../i18n-types';

export const premium = {
  overview: {
    claim: 'Los miembros Premium tienen un {percent} % más de probabilidades de hacer match',
    intro:
      'Cualquier paquete de créditos te convierte en miembro Premium al instante. Usa los créditos en mensajes, fotos y regalos.',
    chooseHeading: 'Elige tu paquete',
    topUpHeading: 'Recarga tus créditos',
    tiersLabel: 'Paquetes Premium',
    loading: 'Cargando los paquetes Premium…',
    loadFailed: 'No se han podido cargar los paquetes Premium.',
    retry: 'Volver a intentarlo',
  },
  status: {
    heading: 'Eres miembro Premium',
    text: 'Ves todas las fotos, puedes mostrar hasta {photos} fotos en tu perfil y chatear con todos los miembros que quieras.',
    credits: 'Tienes {count} {{crédito|créditos}}.',
    topUp: 'Cualquier paquete de abajo recarga tus créditos.',
  },
  tier: {
    popular: 'El más popular',
    credits: '{count} {{crédito|créditos}}',
    perCredit: '{price} por crédito',
    choose: 'Elegir',
    chooseWhat: '– {credits} {{crédito|créditos}} por {price}',
    features: 'Incluye',
  },
  features: {
    all_photos: 'Ver todas las fotos de todos los miembros',
    photos_25: 'Hasta {count} fotos en tu perfil',
    unlimited_conversations: 'Chatear con todos los miembros que quieras',
    premium_features: 'Funciones Premium, incluso sin créditos',
    match_chance: 'Un {percent} % más de probabilidades de hacer match',
  },
  pricing: {
    intro: 'En {site} pagas con créditos y solo por lo que usas: mensajes, fotos y regalos.',
    costsHeading: 'Lo que cuesta',
    message: 'Un mensaje',
    photo: 'Una foto en un chat',
    gift: 'Un regalo',
    costCredits: '{count} {{crédito|créditos}}',
    minimumMessage: 'Un mensaje cuesta como mínimo {price}.',
    bundlesHeading: 'Paquetes de créditos',
    saving: 'Ahorra un {percent} %',
    bestValue: 'Mejor precio',
    refund: '{days} {{día|días}} de devolución gratuita',
    loading: 'Cargando los precios…',
    loadFailed: 'No se han podido cargar los precios.',
    retry: 'Volver a intentarlo',
    signUp: 'Regístrate',
    signUpText: 'Regístrate gratis y empieza a chatear.',
    buyCredits: 'Comprar créditos',
    seePremium: 'Lo que te ofrece la membresía Premium',
  },
  withdrawal: {
    heading: 'Tu derecho de desistimiento',
    right:
      'Como consumidor, puedes desistir de una compra de créditos en un plazo de {days} días desde la compra, sin indicar el motivo.',
    lost: 'Pierdes este derecho en cuanto empiezas a usar los créditos, si pediste que se te entregaran de inmediato y aceptaste que así pierdes el derecho.',
    how: 'Para desistir, comunica claramente a nuestro servicio de atención al cliente que desistes de la compra, por ejemplo por correo electrónico.',
    email: 'Correo del servicio de atención al cliente:',
    refund:
      'Te devolveremos el pago en un plazo de {days} días, con el mismo medio de pago que utilizaste y sin ningún coste para ti.',
    policy: 'Devoluciones y reembolsos en detalle',
  },
} satisfies Translation['premium'];
