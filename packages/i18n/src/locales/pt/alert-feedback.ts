import type { Messages } from '../ja.ts';

/** Alerts that learn (issue 10 item 11, decision 033): marks, the 90-day counts and the escalation. */
export const alertFeedback: Messages['alertFeedback'] = {
  verdicts: { useful: 'Útil', false_alarm: 'Alarme falso', mistap: 'Apertado por engano' },
  groupLabel: 'Avaliar {{what}}',
  question: 'Avaliação',
  markedBy: '{{teacher}} {{datetime}}',
  saved: 'Registrado como “{{verdict}}”',
  escalated: 'Sem resposta há muito tempo',
  escalatedTitle: 'Nenhum atendimento registrado dentro das horas letivas definidas',
  summary: {
    title: 'Avaliação dos alertas (últimos 90 dias)',
    lead: 'Quantas vezes os professores avaliaram alertas resolvidos e pedidos “quero conversar” atendidos. Se uma configuração tem muitos alarmes falsos ou toques por engano, revise as condições (dias consecutivos etc.).',
    caption: 'Avaliações por regra ({{from}}–{{to}})',
    rule: 'Regra',
    columns: { total: 'Alertas', useful: 'Útil', falseAlarm: 'Alarme falso', mistap: 'Apertado por engano', unmarked: 'Sem avaliação' },
    rules: {
      mental: 'Condição emocional (dias consecutivos)',
      physical: 'Condição física (dias consecutivos)',
      healthcheck: 'Observação de saúde',
      sos: 'Quero conversar',
    },
    count: '{{count}}',
    wolf: 'Muitos alarmes falsos ou toques por engano',
  },
  escalation: {
    title: 'Aviso de “quero conversar” sem resposta',
    lead: 'Quando o registro do atendimento está ativo, um pedido “quero conversar” sem atendimento após as horas letivas definidas é enviado uma vez por e-mail aos professores administradores e marcado como “Sem resposta há muito tempo” nos painéis. Fins de semana, feriados e dias sem aula do calendário escolar não contam.',
    hours: 'Tempo até o aviso (horas letivas)',
    suffix: ' h',
    value: '{{hours}} h',
    off: 'O registro do atendimento está desativado; nenhum aviso é enviado agora.',
  },
  schoolHours: {
    title: 'Horário escolar (início e fim)',
    lead: 'Se “quero conversar” for tocado fora deste horário ou num dia sem aula, a criança vê as linhas de apoio 24 horas e o dia em que um professor verá o pedido.',
    start: 'Início das aulas',
    end: 'Fim das aulas',
    value: '{{start}}–{{end}}',
  },
};
