import type { Messages } from '../ja.ts';

/** Testar uma regra de alerta antes de ativá-la (issue 25 item 4, decision 077). */
export const alertReplay: Messages['alertReplay'] = {
  title: 'Testar antes de salvar',
  lead: 'Aplica as condições alteradas acima (dias seguidos, respostas contadas) e a comparação com o estado habitual aos registros dos últimos 90 dias letivos e mostra quantos alertas por semana teriam saído em relação à configuração atual. Testar não gera alertas.',
  baseline: 'Comparar com o estado habitual do aluno',
  baselineHint: 'Avisa quando a média dos últimos 5 dias letivos cai em relação à dos 20 dias letivos anteriores',
  drop: 'Queda (pontos na escala de 4)',
  run: 'Testar antes de salvar',
  running: 'Testando…',
  span: '{{from}}–{{to}} ({{days}} dias letivos)',
  totals: 'Total de alertas: configuração atual {{current}} → com a mudança {{proposed}}',
  klass: 'Turma',
  wholeSchool: 'Escola inteira',
  caption: 'Alertas por semana, {{klass}}',
  week: 'Semana',
  weekOf: 'Semana de {{date}}',
  current: 'Atual',
  proposed: 'Com a mudança',
  difference: 'Diferença',
  added: 'Alunos que receberiam um alerta: {{count}}',
  dropped: 'Alunos que deixariam de receber alerta: {{count}}',
  namesAdminOnly: 'Os nomes só aparecem para professores administradores.',
  student: '{{klass}} nº {{number}} {{name}}',
  failed: 'Não foi possível testar. Tente novamente.',
};
