// Portuguese texts of exporting a record's codes (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './export-locales.en';

const pt: Texts<typeof en> = {
  codesExport: {
    open: 'Exportar',
    title: 'Exportar códigos',
    intro: 'Um arquivo com todos os códigos deste registro. As exportações ficam registradas, como toda vez que códigos são exibidos.',
    format: 'Formato do arquivo',
    formats: {
      XLSX: 'Pasta de trabalho do Excel (.xlsx)',
      CSV: 'CSV (.csv)',
      TXT: 'Texto (.txt)',
      PDF: 'PDF (.pdf)',
    },
    hints: {
      XLSX: 'Cartão, código, status, conta, número do cartão e data de ativação no seu horário, uma linha por código',
      CSV: 'As mesmas colunas em texto simples, para qualquer planilha ou sistema; códigos e números de cartão abrem completos',
      TXT: 'Um código por linha, nada mais',
      PDF: 'Uma lista para imprimir com o número do registro e o cartão',
    },
    start: 'Iniciar exportação',
    starting: 'Iniciando…',
    cancel: 'Cancelar',
    close: 'Fechar',
    again: 'Outro formato',
    ready_one: 'Arquivo pronto: {{count}} código, {{size}}',
    ready_other: 'Arquivo pronto: {{count}} códigos, {{size}}',
    until: 'Pode ser baixado até {{time}}',
    download: 'Baixar',
    downloading: 'Baixando…',
    expired: 'Este arquivo não está mais disponível. Exporte de novo.',
    busy: 'Este registro ainda está gerando códigos, ou já há uma exportação neste formato em andamento.',
    missing: 'Este registro não é seu ou não existe mais.',
    failed: 'Não foi possível iniciar a exportação.',
    downloadFailed: 'Não foi possível baixar o arquivo. Tente de novo.',
  },
};

export default pt;
