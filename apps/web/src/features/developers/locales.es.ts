// Spanish texts of the API reference (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  developers: {
    title: 'Referencia de la API',
    loading: 'Cargando la referencia de la API',
    more: 'Cómo funcionan las claves, las respuestas, el dinero y los webhooks',
    less: 'Mostrar menos',
    download: 'Descargar el documento OpenAPI',
    search: 'Buscar llamadas',
    which: 'Qué llamadas',
    keyCalls: 'Con una clave de API',
    allCalls: 'Todas las llamadas',
    noMatch: 'Ninguna llamada coincide con tu búsqueda.',
    scope: 'Permiso de la clave: {{scope}}',
    access: {
      public: 'Cualquiera, sin iniciar sesión.',
      user: 'Un usuario con sesión iniciada, sobre sus propios datos.',
      operator: 'Solo el operador de la plataforma.',
      sandbox: 'El operador de la plataforma, mientras los pagos funcionan como simuladores.',
      dev: 'Solo en desarrollo.',
    },
    parameters: 'Parámetros',
    place: { path: 'ruta', query: 'consulta', header: 'cabecera' },
    body: 'Cuerpo (ejemplo)',
    answer: 'Respuesta (ejemplo)',
    errors: 'Rechazos (respCode)',
  },
};

export default es;
