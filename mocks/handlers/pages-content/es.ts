import type { PageFacts, SiteTexts } from './kit';
import { section } from './kit';

const companyLine = ({ site }: PageFacts) => {
  const c = site.company;
  return `${site.name} está gestionado por ${c.name}, ${c.address}, ${c.city}, ${c.country} (registro mercantil ${c.kvk}).`;
};

const contactLine = ({ site, phone }: PageFacts) =>
  `Escribe a ${site.support_email} o llama al ${phone}; atención al cliente responde en dos días laborables.`;

export const es: SiteTexts = {
  pages: {
    terms: (f) => ({
      title: 'Términos y condiciones',
      sections: [
        section(
          null,
          companyLine(f),
          `Estos términos se aplican a cada visita a ${f.site.domain} y a cada compra.`,
        ),
        section(
          'Registro',
          `Debes tener ${f.minimumAge} años o más para registrarte. Una cuenta por persona; tu dirección de correo debe ser tuya y estar confirmada antes de que otros miembros puedan responderte.`,
          `Los miembros gratuitos pueden subir ${f.photos.free} fotos e iniciar ${f.freeConversations} conversaciones. Cualquier compra de créditos te convierte en miembro premium, con hasta ${f.photos.premium} fotos y acceso a todas las fotos de los miembros.`,
        ),
        section(
          'Créditos',
          `Un mensaje cuesta ${f.site.message_credits} crédito(s), un regalo ${f.site.gift_credits} créditos y una foto ${f.site.photo_credits} créditos. Los créditos no caducan ni se pueden cambiar por dinero.`,
          `Tienes ${f.site.refund_days} días para devolver gratis los paquetes de créditos que no hayas usado.`,
        ),
        section('Perfiles ficticios', f.site.fictional_warning),
        section(
          'Dar de baja tu cuenta',
          `Puedes eliminar tu cuenta en los ajustes. Queda pendiente de eliminación durante ${f.reactivationDays} días, en los que un enlace del correo de confirmación la restaura; después se borra.`,
        ),
        section('Contacto', contactLine(f)),
      ],
    }),
    privacy: (f) => ({
      title: 'Declaración de privacidad',
      sections: [
        section(
          null,
          `${f.site.company.name} es responsable de los datos personales tratados en ${f.site.domain}.`,
        ),
        section(
          'Qué guardamos',
          'Tu correo electrónico, nombre de usuario, fecha de nacimiento, datos del perfil, fotos, mensajes, likes y compras, y la fuente por la que llegaste.',
          'Tu correo y tu fecha de nacimiento nunca se muestran a otros miembros; ellos ven tu edad.',
        ),
        section(
          'Tus derechos',
          `Puedes consultar, corregir o eliminar tus datos en cualquier momento. Si eliminas tu cuenta, se borran pasados ${f.reactivationDays} días.`,
          contactLine(f),
        ),
      ],
    }),
    cookies: (f) => ({
      title: 'Política de cookies',
      sections: [
        section(null, `${f.site.domain} solo usa las cookies que necesita para funcionar.`),
        section(
          'Nuestras cookies',
          `La cookie de sesión mantiene tu sesión iniciada durante ${f.sessionDays} días.`,
          'La cookie de idioma recuerda durante 365 días el idioma que elegiste.',
        ),
      ],
    }),
    ban: (f) => ({
      title: 'Acceso bloqueado',
      sections: [
        section(
          null,
          `Los visitantes menores de ${f.minimumAge} años no pueden usar ${f.site.domain}. Los miembros que acosan, envían spam o incumplen los términos son expulsados sin aviso.`,
        ),
        section('¿Crees que te bloqueamos por error?', contactLine(f)),
      ],
    }),
    faq: (f) => ({
      title: 'Preguntas frecuentes',
      sections: [
        section(
          '¿Cuántas fotos puedo subir?',
          `Miembros gratuitos ${f.photos.free}, miembros premium ${f.photos.premium}.`,
        ),
        section(
          '¿Cómo me hago premium?',
          `Compra cualquier paquete de créditos. Los nuevos miembros tienen un ${f.welcomePercent} % de descuento en su primera compra y, en las primeras ${f.bonusHours} horas tras el registro, un bono del ${f.bonusPercent} %.`,
        ),
        section(
          '¿Cómo funciona el juego de swipe?',
          `Puedes dar ${f.swipeLikes} likes al día en el juego de swipe.`,
        ),
        section(
          '¿Qué son los perfiles ficticios?',
          `${f.site.fictional_warning} Están marcados como ${f.site.fictional_plural}.`,
        ),
        section(
          '¿Puedo deshacer la eliminación de mi cuenta?',
          `Sí, en un plazo de ${f.reactivationDays} días, con el enlace del correo que te enviamos.`,
        ),
      ],
    }),
    'return-policy': (f) => ({
      title: 'Devoluciones y reembolsos',
      sections: [
        section(
          null,
          `Tienes ${f.site.refund_days} días para devolver gratis los paquetes de créditos que no hayas usado.`,
        ),
        section(
          'Cómo pedir un reembolso',
          `Escribe a ${f.site.support_email} o llama al ${f.phone} con tu número de pedido.`,
          `Reembolsamos en ${f.site.refund_days} días al método de pago que usaste.`,
        ),
      ],
    }),
    service: (f) => ({
      title: 'Atención al cliente',
      sections: [
        section(null, contactLine(f)),
        section(
          'Datos de la empresa',
          companyLine(f),
          `Nombres comerciales: ${f.site.company.tradenames.join(', ')}. IVA: ${f.site.company.vat_numbers.join(', ')}.`,
        ),
      ],
    }),
    imprint: (f) => ({ title: 'Aviso legal', sections: [section(null, companyLine(f), contactLine(f))] }),
    'safety-tips': (f) => ({
      title: 'Citas seguras',
      sections: [
        section(
          null,
          'La primera vez, quedad en un lugar público y cuéntale a un amigo adónde vas.',
          'Nunca envíes dinero a alguien a quien no conoces en persona.',
          `Denuncia a un miembro que te haga sentir inseguro con el formulario de quejas o en ${f.site.support_email}.`,
        ),
      ],
    }),
  },
  settings: {
    index_title: 'Conoce a solteros cerca de ti',
    description: 'Chatea y liga con solteros cerca de ti.',
    fictional_warning: 'Algunos perfiles de este sitio son ficticios y los gestiona nuestro equipo.',
    fictional_singular: 'perfil ficticio',
    fictional_plural: 'perfiles ficticios',
  },
  landing: {
    titles: {
      alonetonight: '¿Solo esta noche?',
      collagelanding: 'Conoce a alguien nuevo',
      gallery: 'Mira quién te espera',
      iconslanding: 'Liga, chatea, haz match',
      maplanding: '¿Quién está cerca?',
      socialnetwork: 'Tu nuevo círculo social',
      transitionsvideolanding: 'Mira y conoce',
      video: 'En directo',
      tinderswipe: 'Desliza y haz match',
    },
    subtitles: {
      alonetonight: (a) => `${a} cerca de ti están en línea ahora mismo.`,
      collagelanding: (a) => `${a} de tu zona, todos en un solo lugar.`,
      gallery: (a) => `Explora ${a.toLowerCase()} cerca de ti.`,
      iconslanding: (a) => `${a} buscan charlar.`,
      maplanding: (a) => `${a} en tu región.`,
      socialnetwork: (a) => `${a} que quieren conocerte.`,
      transitionsvideolanding: (a) => `${a} están en línea ahora.`,
      video: (a) => `${a} cerca de ti te esperan.`,
      tinderswipe: (a) => `Dale like a ${a.toLowerCase()} cerca de ti con un solo gesto.`,
    },
    audiences: {
      1: 'Solteros',
      2: 'Mujeres',
      3: 'Solteros atrevidos',
      4: 'Solteros con curvas',
      5: 'Mujeres maduras',
      6: 'MILF',
      7: 'Hombres gais',
    },
    campaigns: {
      summer: 'Ligues de verano',
      weekend: '¿Planes para el fin de semana?',
      nearby: 'Más cerca de lo que crees',
    },
  },
};
