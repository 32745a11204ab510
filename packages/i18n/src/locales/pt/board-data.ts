import type { Messages } from '../ja.ts';

/** The board's teacher import and health-data retention (issue 14 item 5, issue 15 item 7). */
export const boardData: Messages['organization']['data'] = {
  import: {
    step1Lead:
      'Baixe o modelo e preencha o código da escola, o nome e o e-mail de cada professor. Os códigos aparecem na lista de escolas. Escolas de outra secretaria não podem ser usadas.',
    exportLead: 'Baixe os professores atuais em Excel no mesmo formato; pode editar e importar de volta.',
  },
  retention: {
    title: 'Por quanto tempo os dados de saúde são guardados',
    lead: 'Depois que o aluno se forma ou se muda, as observações de saúde, os registros de estado, os pedidos para conversar e as respostas a questionários são guardados por este período. Os dados vencidos são apagados automaticamente toda noite (dados de alunos atuais nunca são apagados).',
    years: 'Anos guardados',
    yearsHint: 'Contados a partir do ano letivo seguinte ao último em que o aluno esteve matriculado (1–20 anos, padrão 5).',
    value: '{{years}} anos',
    up: 'Mais um ano',
    down: 'Menos um ano',
    save: 'Salvar',
  },
};
