import type { Messages } from '../ja.ts';

/** Alerts that learn (issue 10 item 11, decision 033): marks, the 90-day counts and the escalation. */
export const alertFeedback: Messages['alertFeedback'] = {
  verdicts: { useful: 'Útil', false_alarm: 'Falsa alarma', mistap: 'Pulsado por error' },
  groupLabel: 'Valorar {{what}}',
  question: 'Valoración',
  markedBy: '{{teacher}} {{datetime}}',
  saved: 'Registrado como «{{verdict}}»',
  escalated: 'Sin atender mucho tiempo',
  escalatedTitle: 'No se ha registrado atención dentro de las horas lectivas fijadas',
  summary: {
    title: 'Valoración de las alertas (últimos 90 días)',
    lead: 'Cuántas veces los profesores valoraron alertas resueltas y peticiones «quiero hablar» atendidas. Si un ajuste tiene muchas falsas alarmas o pulsaciones por error, revise sus condiciones (días seguidos, etc.).',
    caption: 'Valoraciones por regla ({{from}}–{{to}})',
    rule: 'Regla',
    columns: { total: 'Alertas', useful: 'Útil', falseAlarm: 'Falsa alarma', mistap: 'Pulsado por error', unmarked: 'Sin valorar' },
    rules: { mental: 'Estado de ánimo (días seguidos)', physical: 'Estado físico (días seguidos)', healthcheck: 'Observación de salud', sos: 'Quiero hablar' },
    count: '{{count}}',
    wolf: 'Muchas falsas alarmas o pulsaciones por error',
  },
  escalation: {
    title: 'Aviso de «quiero hablar» sin atender',
    lead: 'Cuando se registra la atención, una petición «quiero hablar» sin atender tras las horas lectivas fijadas se envía una vez por correo a los profesores administradores y se marca «Sin atender mucho tiempo» en los paneles. No cuentan fines de semana, festivos ni los días sin clase del calendario escolar.',
    hours: 'Tiempo hasta el aviso (horas lectivas)',
    suffix: ' h',
    value: '{{hours}} h',
    off: 'El registro de la atención está desactivado; ahora no se envían avisos.',
  },
  schoolHours: {
    title: 'Horario escolar (inicio y fin)',
    lead: 'Si se pulsa «quiero hablar» fuera de este horario o un día sin clases, el niño ve las líneas de ayuda de 24 horas y el día en que lo verá un maestro.',
    start: 'Inicio de clases',
    end: 'Fin de clases',
    value: '{{start}}–{{end}}',
  },
};
