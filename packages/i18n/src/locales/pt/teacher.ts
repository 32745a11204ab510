import type { Messages } from '../ja.ts';

/** Teacher screens. */
export const teacher: Messages['teacher'] = {
  login: {
    title: 'Login de funcionários',
    adminTitle: 'Login do administrador',
    email: 'E-mail',
    password: 'Senha',
    keepLoggedIn: 'Continuar conectado',
    submit: 'Entrar',
    errors: {
      email: 'Digite o seu e-mail',
      emailFormat: 'Digite no formato correto',
      password: 'Digite a sua senha',
    },
  },
  header: {
    teacherName: '{{name}}',
    admin: 'Administrador',
  },
  dashboard: {
    pageTitle: 'Painel da turma',
    title: '{{grade}} {{klass}}',
    grade: 'Ano',
    klass: 'Turma',
    date: 'Data',
    prevDay: 'Dia anterior',
    nextDay: 'Próximo dia',
    today: 'Hoje',
    summary: 'Responderam: {{entered}} / {{total}}',
    talkSummary: 'Querem conversar: {{number}}',
    empty: 'Não há alunos cadastrados nesta turma.',
    tableCaption: 'Saúde de {{grade}} {{klass}} em {{date}}',
    columns: {
      studentNumber: 'Nº',
      name: 'Nome',
      mental: 'Humor',
      physical: 'Corpo',
      talk: 'Conversar',
    },
    columnsLong: {
      mental: 'Humor',
      physical: 'Corpo',
      talk: 'Quer conversar',
    },
    talk: {
      unprocessed: 'Quer conversar (pendente)',
      processed: 'Quer conversar (atendido)',
      none: 'Nenhum',
    },
  },
};
