import { organization } from './sp/organization.ts';
import { parent } from './sp/parent.ts';
import { student } from './sp/student.ts';
import { teacher } from './sp/teacher.ts';
import { teacherStudents } from './sp/teacher-students.ts';
import { teacherSettings } from './sp/teacher-settings.ts';
import { questionnaireDeliveries } from './sp/questionnaire-deliveries.ts';
import { bullyingAlerts } from './sp/bullying-alerts.ts';
import { bullyingCases } from './sp/bullying-cases.ts';
import { alertFeedback } from './sp/alert-feedback.ts';
import { alertReplay } from './sp/alert-replay.ts';
import { helpArticles } from './sp/help-articles.ts';
import { signInProviders, signInProviderSettings } from './sp/sign-in-providers.ts';
import type { Messages } from './ja.ts';

/** Spanish (spec §1 "sp"). Same keys as ja.ts, enforced by the `Messages` type. */
export const sp: Messages = {
  common: {
    appName: 'Sukoyaka',
    appTagline: 'Registro diario de cómo están tu ánimo y tu cuerpo',
    loading: 'Cargando',
    language: 'Idioma (Language)',
    logout: 'Cerrar sesión',
    showPassword: 'Mostrar contraseña',
    condition: {
      best: 'Bien',
      good: 'Un poco bien',
      bad: 'Un poco mal',
      worst: 'Mal',
      skip: 'No responder',
      none: 'Sin respuesta',
    },
    error: {
      notFound: {
        title: 'No se encontró la página',
        body: 'Revisa la URL, por favor.',
        english: 'This page could not be found.',
      },
      heading: 'ERROR',
      generic: 'Ocurrió un error. Inténtalo de nuevo.',
      network: 'No se pudo conectar. Revisa tu conexión a internet e inténtalo de nuevo.',
      loadFailed: {
        title: 'No se pudo cargar',
        body: 'Vuelve a cargar la página.',
        reload: 'Volver a cargar',
      },
      schoolCodeInvalid: {
        title: 'El código de la escuela no es válido',
        body: 'Escribe el código correcto de la escuela en la URL.',
      },
      backToTop: 'Ir a la página de inicio',
    },
  },
  landing: {
    lead: 'Una aplicación para anotar cada día cómo están tu ánimo y tu cuerpo, y estar en contacto con tus maestros.',
    howToTitle: 'Para empezar',
    howToStudent: 'Estudiantes: abran la URL (dirección web) que les dio la escuela e inicien sesión.',
    howToTeacher: 'Personal docente: abran la URL de la página de inicio de sesión del personal de su escuela.',
    adminLink: 'Inicio de sesión del administrador',
  },
  maintenance: {
    title: 'Estamos en mantenimiento',
    body: 'Disculpa las molestias. Vuelve a intentarlo un poco más tarde.',
  },
  student,
  teacher,
  teacherStudents,
  teacherSettings,
  questionnaireDeliveries,
  bullyingAlerts,
  bullyingCases,
  alertFeedback,
  alertReplay,
  helpArticles,
  signInProviders,
  signInProviderSettings,
  parent,
  organization,
};
