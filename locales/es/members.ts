import type { Translation } from '../i18n-types';

export const members = {
  filters: {
    title: 'Filtros',
    show: 'Filtros',
    hide: 'Ocultar filtros',
    gender: 'Busco',
    anyGender: 'Hombres y mujeres',
    men: 'Hombres',
    women: 'Mujeres',
    country: 'País',
    anyCountry: 'Todos los países',
    anyRegion: 'Cualquier lugar',
    minAge: 'Edad desde',
    maxAge: 'Edad hasta',
    anyAge: 'Cualquier edad',
    ageOption: '{age}',
    search: 'Buscar',
    reset: 'Borrar filtros',
    ageRangeReversed: 'La edad mínima no puede ser mayor que la máxima.',
    loadFailed: 'No se han podido cargar los filtros.',
  },
  results: {
    count: '{count} {{miembro encontrado|miembros encontrados}}',
    similarTitle: 'Miembros similares',
    similarIntro: 'Pocos miembros cumplen todos los filtros. Estos se acercan bastante.',
    empty:
      'Ningún miembro coincide con estos filtros. Prueba con un rango de edad más amplio o con otra región.',
    failed: 'La búsqueda no ha funcionado. Vuelve a intentarlo.',
    retry: 'Volver a intentarlo',
    photoAlt: 'Foto de {name}',
    noPhoto: 'Aún no tiene foto',
    ageAndCity: '{age}, {city}',
    online: 'En línea ahora',
  },
  paging: {
    label: 'Páginas de resultados',
    previous: 'Página anterior',
    next: 'Página siguiente',
    current: 'Página {page} de {pages}',
  },
} satisfies Translation['members'];
