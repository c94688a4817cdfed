// Spanish texts of the task progress (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  taskProgress: {
    label: 'Progreso',
    loading: 'Cargando la tarea…',
    loadFailed: 'No se pudo cargar la tarea',
    counting: 'Contando los elementos…',
    counts: '{{done}} de {{total}} hechos',
    failed_one: '{{count}} fallido',
    failed_other: '{{count}} fallidos',
    succeeded_one: 'Terminado: {{count}} elemento correcto',
    succeeded_other: 'Terminado: {{count}} elementos correctos',
    unknownError: 'La tarea se detuvo sin indicar el motivo',
    state: {
      PENDING: 'Esperando para empezar',
      RUNNING: 'En curso',
      DONE: 'Terminada',
      FAILED: 'Fallida',
    },
  },
};

export default es;
