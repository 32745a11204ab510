import { organization } from './pt/organization.ts';
import { parent } from './pt/parent.ts';
import { student } from './pt/student.ts';
import { teacher } from './pt/teacher.ts';
import { teacherStudents } from './pt/teacher-students.ts';
import { teacherSettings } from './pt/teacher-settings.ts';
import { questionnaireDeliveries } from './pt/questionnaire-deliveries.ts';
import { bullyingAlerts } from './pt/bullying-alerts.ts';
import { bullyingCases } from './pt/bullying-cases.ts';
import { alertFeedback } from './pt/alert-feedback.ts';
import { alertReplay } from './pt/alert-replay.ts';
import { helpArticles } from './pt/help-articles.ts';
import { signInProviders, signInProviderSettings } from './pt/sign-in-providers.ts';
import type { Messages } from './ja.ts';

/** Portuguese (spec §1 "pt"; Brazilian usage). Same keys as ja.ts, enforced by the `Messages` type. */
export const pt: Messages = {
  common: {
    appName: 'Sukoyaka',
    appTagline: 'Registro diário de como estão o seu humor e o seu corpo',
    loading: 'Carregando',
    language: 'Idioma (Language)',
    logout: 'Sair',
    showPassword: 'Mostrar senha',
    condition: {
      best: 'Bem',
      good: 'Um pouco bem',
      bad: 'Um pouco mal',
      worst: 'Mal',
      skip: 'Não responder',
      none: 'Sem resposta',
    },
    error: {
      notFound: {
        title: 'Página não encontrada',
        body: 'Verifique a URL, por favor.',
        english: 'This page could not be found.',
      },
      heading: 'ERROR',
      generic: 'Ocorreu um erro. Tente novamente.',
      network: 'Não foi possível conectar. Verifique a sua conexão com a internet e tente novamente.',
      loadFailed: {
        title: 'Falha ao carregar',
        body: 'Carregue a página novamente.',
        reload: 'Carregar de novo',
      },
      schoolCodeInvalid: {
        title: 'O código da escola é inválido',
        body: 'Coloque o código correto da escola na URL.',
      },
      backToTop: 'Ir para a página inicial',
    },
  },
  landing: {
    lead: 'Um aplicativo para anotar todos os dias como estão o seu humor e o seu corpo, e ficar em contato com os professores.',
    howToTitle: 'Como começar',
    howToStudent: 'Alunos: abram a URL (endereço) que a escola entregou e façam o login.',
    howToTeacher: 'Professores e funcionários: abram a URL da página de login de funcionários da sua escola.',
    adminLink: 'Login do administrador',
  },
  maintenance: {
    title: 'Estamos em manutenção',
    body: 'Desculpe o incômodo. Tente novamente um pouco mais tarde.',
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
