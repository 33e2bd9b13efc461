import type { Translation } from '../i18n-types';

export const directDebit = {
  address: {
    invalid:
      'Este enlace de pago está incompleto. Elige un paquete y la domiciliación SEPA en la página de créditos.',
    notOffered: 'La domiciliación SEPA no está disponible en tu país. Elige otro método de pago.',
  },
  load: {
    failed: 'No se ha podido cargar el formulario de domiciliación.',
    retry: 'Reintentar',
    notFound: 'Este paquete ya no está a la venta. Elige otro en la página de créditos.',
  },
  links: {
    credits: 'Volver a la página de créditos',
    otherMethod: 'Elegir otro método de pago',
    cheaper: 'Elegir un paquete más barato',
  },
  refused: {
    blockedNext: 'Paga con otro método de pago.',
    limitWhen: 'Podrás volver a pagar con domiciliación {when}.',
  },
  summary: {
    heading: 'Tu pedido',
    credits: '{count} {{crédito|créditos}}',
    price: 'Precio',
    total: 'A pagar',
    discount: 'Código de descuento {code}: −{percent} %',
    oldPrice: 'Antes del descuento: {price}',
    method: 'Pago por domiciliación SEPA',
    codeChecking: 'Comprobando el código de descuento {code}…',
    codeRefused: 'Código de descuento {code}: {reason}',
    fullPrice: 'Se aplica el precio completo.',
    codeUnchecked:
      'No se ha podido comprobar ahora el código de descuento {code}. Se volverá a comprobar cuando envíes el formulario.',
  },
  form: {
    heading: 'Tu cuenta bancaria',
    intro: 'Todos los campos son obligatorios.',
    accountHolder: 'Titular de la cuenta',
    accountHolderHint: 'El nombre de la cuenta, tal como lo conoce tu banco',
    iban: 'IBAN',
    ibanHint: 'El número de cuenta de tu tarjeta bancaria o extracto, p. ej. {example}',
    ibanLast: 'La última vez usaste {masked}. Vuelve a introducir el IBAN completo.',
    ibanInvalid: 'No es un IBAN válido de un país SEPA. Compruébalo en tu tarjeta bancaria o extracto.',
    ibanValid: 'IBAN comprobado',
    street: 'Calle',
    houseNumber: 'Número',
    postalCode: 'Código postal',
    city: 'Ciudad',
    mobile: 'Número de móvil',
    mobileHint: 'En formato internacional, empezando por + y el prefijo del país, p. ej. {example}',
    mobileLast: 'La última vez usaste {masked}. Vuelve a introducir el número completo.',
    mobileInvalid: 'Introduce el número de móvil en formato internacional, p. ej. {example}',
    mandate:
      'Con el código SMS autorizas un único adeudo SEPA de {amount} en esta cuenta. Tu banco te devuelve un adeudo si lo pides en un plazo de 8 semanas.',
    submit: 'Enviarme el código SMS',
    voided:
      'El código se ha introducido mal demasiadas veces, así que el pago se ha detenido y no se ha cobrado nada. Comprueba tus datos y vuelve a enviar el formulario para recibir un código nuevo.',
  },
  sms: {
    heading: 'Introduce el código SMS',
    sentTo: 'Hemos enviado un código de 6 cifras al {number}',
    code: 'Código SMS',
    codeHint: 'El código es válido durante {minutes} minutos.',
    codeFormat: 'Introduce las 6 cifras del código',
    expired: 'Este código ha caducado. Pide un código nuevo.',
    confirm: 'Confirmar el pago',
    resend: 'Enviar un código nuevo',
    resent: 'Hemos enviado un código nuevo al {number}',
    resendWait: 'Podrás pedir un código nuevo {when}.',
    resendRefused:
      'No se pueden enviar más códigos nuevos para este pago. Introduce el último código que recibiste o cambia tus datos para empezar de nuevo.',
    change: 'Cambiar mis datos',
  },
  done: {
    heading: 'Pago completado',
    credits: 'Añadidos a tu cuenta: {count} {{crédito|créditos}}.',
    debit: 'Se cobrarán {amount} de tu cuenta por domiciliación SEPA.',
    search: 'Buscar miembros',
    transactions: 'Ver tus transacciones',
  },
} satisfies Translation['directDebit'];
