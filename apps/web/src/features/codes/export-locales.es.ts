// Spanish texts of exporting a record's codes (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './export-locales.en';

const es: Texts<typeof en> = {
  codesExport: {
    open: 'Exportar',
    title: 'Exportar códigos',
    intro: 'Un archivo con todos los códigos de este registro. Las exportaciones quedan registradas, como cada vez que se muestran códigos.',
    format: 'Formato del archivo',
    formats: {
      XLSX: 'Libro de Excel (.xlsx)',
      CSV: 'CSV (.csv)',
      TXT: 'Texto (.txt)',
      PDF: 'PDF (.pdf)',
    },
    hints: {
      XLSX: 'Tarjeta, código, estado, cuenta, número de tarjeta y fecha de activación en tu hora, una fila por código',
      CSV: 'Las mismas columnas en texto plano, para cualquier hoja de cálculo o sistema; códigos y números de tarjeta se abren completos',
      TXT: 'Un código por línea, nada más',
      PDF: 'Una lista para imprimir con el número de registro y la tarjeta',
    },
    start: 'Iniciar exportación',
    starting: 'Iniciando…',
    cancel: 'Cancelar',
    close: 'Cerrar',
    again: 'Otro formato',
    ready_one: 'Archivo listo: {{count}} código, {{size}}',
    ready_other: 'Archivo listo: {{count}} códigos, {{size}}',
    until: 'Se puede descargar hasta el {{time}}',
    download: 'Descargar',
    downloading: 'Descargando…',
    expired: 'Este archivo ya no está disponible. Vuelve a exportar.',
    busy: 'Este registro aún está generando códigos, o ya hay una exportación en este formato en curso.',
    missing: 'Este registro no es tuyo o ya no existe.',
    failed: 'No se pudo iniciar la exportación.',
    downloadFailed: 'No se pudo descargar el archivo. Inténtalo de nuevo.',
  },
};

export default es;
