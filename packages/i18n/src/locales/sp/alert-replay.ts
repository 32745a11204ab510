import type { Messages } from '../ja.ts';

/** Probar una regla de alerta antes de activarla (issue 25 item 4, decision 077). */
export const alertReplay: Messages['alertReplay'] = {
  title: 'Probar antes de guardar',
  lead: 'Aplica las condiciones cambiadas arriba (días seguidos, respuestas que cuentan) y la comparación con el estado habitual a los registros de los últimos 90 días lectivos, y muestra cuántas alertas por semana habrían salido frente a la configuración actual. Probar no genera alertas.',
  baseline: 'Comparar con el estado habitual del alumno',
  baselineHint: 'Avisa cuando la media de los últimos 5 días lectivos baja respecto a la de los 20 días lectivos anteriores',
  drop: 'Bajada (puntos en la escala de 4)',
  run: 'Probar antes de guardar',
  running: 'Probando…',
  span: '{{from}}–{{to}} ({{days}} días lectivos)',
  totals: 'Total de alertas: configuración actual {{current}} → con el cambio {{proposed}}',
  klass: 'Clase',
  wholeSchool: 'Toda la escuela',
  caption: 'Alertas por semana, {{klass}}',
  week: 'Semana',
  weekOf: 'Semana del {{date}}',
  current: 'Actual',
  proposed: 'Con el cambio',
  difference: 'Diferencia',
  added: 'Alumnos que recibirían una alerta: {{count}}',
  dropped: 'Alumnos que ya no recibirían alerta: {{count}}',
  namesAdminOnly: 'Los nombres solo se muestran a los docentes administradores.',
  student: '{{klass}} n.º {{number}} {{name}}',
  failed: 'No se pudo probar. Inténtelo de nuevo.',
};
