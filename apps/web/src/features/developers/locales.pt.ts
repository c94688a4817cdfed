// Portuguese texts of the API reference (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  developers: {
    title: 'Referência da API',
    loading: 'Carregando a referência da API',
    more: 'Como funcionam as chaves, as respostas, o dinheiro e os webhooks',
    less: 'Mostrar menos',
    download: 'Baixar o documento OpenAPI',
    search: 'Buscar chamadas',
    which: 'Quais chamadas',
    keyCalls: 'Com uma chave de API',
    allCalls: 'Todas as chamadas',
    noMatch: 'Nenhuma chamada corresponde à sua busca.',
    scope: 'Permissão da chave: {{scope}}',
    access: {
      public: 'Qualquer pessoa, sem entrar.',
      user: 'Um usuário conectado, sobre os próprios dados.',
      operator: 'Somente o operador da plataforma.',
      sandbox: 'O operador da plataforma, enquanto os pagamentos rodam como simuladores.',
      dev: 'Somente em desenvolvimento.',
    },
    parameters: 'Parâmetros',
    place: { path: 'caminho', query: 'consulta', header: 'cabeçalho' },
    body: 'Corpo (exemplo)',
    answer: 'Resposta (exemplo)',
    errors: 'Recusas (respCode)',
  },
};

export default pt;
