import type { Messages } from '../ja.ts';

/** The board's teacher import and health-data retention (issue 14 item 5, issue 15 item 7). */
export const boardData: Messages['organization']['data'] = {
  import: {
    step1Lead:
      'Descargue la plantilla y escriba el código de escuela, el nombre y el correo de cada docente. Los códigos aparecen en la lista de escuelas. No se pueden usar escuelas de otra junta.',
    exportLead: 'Descargue los docentes actuales en Excel con el mismo formato; puede editarlo e importarlo de nuevo.',
  },
  retention: {
    title: 'Cuánto tiempo se guardan los datos de salud',
    lead: 'Después de que un alumno se gradúa o se traslada, sus observaciones de salud, registros de estado, solicitudes para hablar y respuestas a cuestionarios se guardan durante este periodo. Los datos vencidos se borran automáticamente cada noche (nunca los de alumnos actuales).',
    years: 'Años guardados',
    yearsHint: 'Se cuentan desde el curso siguiente al último en que estuvo matriculado (1–20 años, 5 por defecto).',
    value: '{{years}} años',
    up: 'Un año más',
    down: 'Un año menos',
    save: 'Guardar',
  },
};
