import type { Messages } from '../ja.ts';

/** Teacher screens. */
export const teacher: Messages['teacher'] = {
  login: {
    title: 'Inicio de sesión del personal',
    adminTitle: 'Inicio de sesión del administrador',
    email: 'Correo electrónico',
    password: 'Contraseña',
    keepLoggedIn: 'Mantener la sesión iniciada',
    submit: 'Entrar',
    errors: {
      email: 'Escriba su correo electrónico',
      emailFormat: 'Escríbalo con el formato correcto',
      password: 'Escriba su contraseña',
    },
  },
  header: {
    teacherName: '{{name}}',
    admin: 'Administrador',
  },
  dashboard: {
    pageTitle: 'Panel de la clase',
    title: '{{grade}} {{klass}}',
    grade: 'Grado',
    klass: 'Grupo',
    date: 'Fecha',
    prevDay: 'Día anterior',
    nextDay: 'Día siguiente',
    today: 'Hoy',
    summary: 'Respondieron: {{entered}} / {{total}}',
    talkSummary: 'Quieren hablar: {{number}}',
    empty: 'No hay estudiantes registrados en esta clase.',
    tableCaption: 'Salud de {{grade}} {{klass}} el {{date}}',
    columns: {
      studentNumber: 'N.º',
      name: 'Nombre',
      mental: 'Ánimo',
      physical: 'Cuerpo',
      talk: 'Hablar',
    },
    columnsLong: {
      mental: 'Ánimo',
      physical: 'Cuerpo',
      talk: 'Quiere hablar',
    },
    talk: {
      unprocessed: 'Quiere hablar (pendiente)',
      processed: 'Quiere hablar (atendido)',
      none: 'Ninguno',
    },
  },
};
