// Portuguese texts of the task progress (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  taskProgress: {
    label: 'Progresso',
    loading: 'Carregando a tarefa…',
    loadFailed: 'Não foi possível carregar a tarefa',
    counting: 'Contando os itens…',
    counts: '{{done}} de {{total}} concluídos',
    failed_one: '{{count}} falhou',
    failed_other: '{{count}} falharam',
    succeeded_one: 'Concluída: {{count}} item com sucesso',
    succeeded_other: 'Concluída: {{count}} itens com sucesso',
    unknownError: 'A tarefa parou sem dizer o motivo',
    state: {
      PENDING: 'Aguardando o início',
      RUNNING: 'Em andamento',
      DONE: 'Concluída',
      FAILED: 'Falhou',
    },
  },
};

export default pt;
