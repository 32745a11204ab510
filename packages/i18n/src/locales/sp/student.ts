import type { Messages } from '../ja.ts';

/** Student screens. */
export const student: Messages['student'] = {
  common: {
    select: { required: 'Elige una opción' },
    input: { required: 'Escribe tu respuesta' },
    enterAll: { required: 'Completa todo' },
  },
  login: {
    title: 'Iniciar sesión',
    grade: 'Grado',
    klass: 'Grupo',
    gradePlaceholder: 'Elige tu grado',
    klassPlaceholder: 'Elige tu grupo',
    studentNumber: 'Número de lista',
    studentNumberHint: 'Escribe un número (ejemplo: 5)',
    password: 'Contraseña',
    keepLoggedIn: 'Mantener la sesión iniciada',
    submit: 'Entrar',
    noGrades: 'Todavía no hay grupos registrados este año escolar. Pregúntale a tu maestro.',
    errors: {
      gradeKlass: 'Elige tu grado y tu grupo',
      studentNumber: 'Escribe tu número de lista',
      password: 'Escribe tu contraseña',
    },
  },
  header: {
    gradeKlass: '{{grade}} {{klass}}',
    studentNumber: 'N.º {{number}}',
  },
  checkIn: {
    mentalQuestion: '¿Cómo está tu ánimo hoy?',
    physicalQuestion: '¿Cómo está tu cuerpo hoy?',
    hint: 'Elige la cara que más se parezca a ti.',
    progress: 'Pregunta {{current}} de {{total}}',
    back: 'Volver',
    sending: 'Enviando…',
  },
  todays: {
    title: 'Lo que anotaste hoy',
    recorded: '¡Listo! Muchas gracias.',
    notYet: 'Todavía no has anotado nada hoy.',
    record: 'Anotar',
    redo: 'Hacerlo otra vez',
    mental: 'Ánimo',
    physical: 'Cuerpo',
  },
  sos: {
    title: 'Si quieres hablar con un maestro',
    lead: 'Presiona el botón del maestro con quien quieres hablar. El maestro recibirá tu mensaje.',
    sent: 'Un maestro hablará contigo en unos días.',
    sentLabel: 'Le avisamos al maestro: «{{label}}».',
    sentMark: ' (enviado)',
    sending: 'Enviando…',
  },
};
