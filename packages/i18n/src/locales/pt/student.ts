import type { Messages } from '../ja.ts';

/** Student screens. */
export const student: Messages['student'] = {
  common: {
    select: { required: 'Escolha uma opção' },
    input: { required: 'Preencha este campo' },
    enterAll: { required: 'Preencha tudo' },
  },
  login: {
    title: 'Entrar',
    grade: 'Ano',
    klass: 'Turma',
    gradePlaceholder: 'Escolha o seu ano',
    klassPlaceholder: 'Escolha a sua turma',
    studentNumber: 'Número de chamada',
    studentNumberHint: 'Use números (exemplo: 5)',
    password: 'Senha',
    keepLoggedIn: 'Continuar conectado',
    submit: 'Entrar',
    noGrades: 'Ainda não há turmas cadastradas neste ano letivo. Pergunte ao seu professor.',
    errors: {
      gradeKlass: 'Escolha o seu ano e a sua turma',
      studentNumber: 'Digite o seu número de chamada',
      password: 'Digite a sua senha',
    },
  },
  header: {
    gradeKlass: '{{grade}} {{klass}}',
    studentNumber: 'Nº {{number}}',
  },
  checkIn: {
    mentalQuestion: 'Como está o seu humor hoje?',
    physicalQuestion: 'Como está o seu corpo hoje?',
    hint: 'Escolha a carinha que mais combina com você.',
    progress: 'Pergunta {{current}} de {{total}}',
    back: 'Voltar',
    sending: 'Enviando…',
  },
  todays: {
    title: 'O registro de hoje',
    recorded: 'Registrado. Obrigado!',
    notYet: 'Você ainda não fez o registro de hoje.',
    record: 'Registrar',
    redo: 'Fazer de novo',
    mental: 'Humor',
    physical: 'Corpo',
  },
  sos: {
    title: 'Quando quiser conversar com um professor',
    lead: 'Aperte o botão do professor com quem você quer conversar. O professor vai receber o aviso.',
    sent: 'Um professor vai conversar com você dentro de alguns dias.',
    sentLabel: 'Avisamos o professor: "{{label}}".',
    sentMark: ' (enviado)',
    sending: 'Enviando…',
  },
};
