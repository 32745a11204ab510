import type { Messages } from '../ja.ts';

/** Student screens. */
export const student: Messages['student'] = {
  common: {
    select: { required: 'Pumili ng isa' },
    input: { required: 'Pakisulat ang sagot' },
    enterAll: { required: 'Pakisagutan lahat' },
  },
  login: {
    title: 'Mag-log in',
    grade: 'Baitang',
    klass: 'Klase',
    gradePlaceholder: 'Piliin ang iyong baitang',
    klassPlaceholder: 'Piliin ang iyong klase',
    studentNumber: 'Numero sa klase',
    studentNumberHint: 'Numero ang ilagay (halimbawa: 5)',
    password: 'Password',
    keepLoggedIn: 'Manatiling naka-log in',
    submit: 'Mag-log in',
    noGrades: 'Wala pang nakarehistrong klase ngayong taon. Magtanong sa iyong guro.',
    errors: {
      gradeKlass: 'Piliin ang iyong baitang at klase',
      studentNumber: 'Ilagay ang iyong numero sa klase',
      password: 'Ilagay ang iyong password',
    },
  },
  header: {
    gradeKlass: '{{grade}} {{klass}}',
    studentNumber: 'Blg. {{number}}',
  },
  checkIn: {
    mentalQuestion: 'Kumusta ang pakiramdam mo ngayon?',
    physicalQuestion: 'Kumusta ang katawan mo ngayon?',
    hint: 'Piliin ang pinakamalapit sa nararamdaman mo.',
    progress: 'Tanong {{current}} sa {{total}}',
    back: 'Bumalik',
    sending: 'Ipinapadala…',
  },
  todays: {
    title: 'Ang tala mo ngayon',
    recorded: 'Naitala na. Salamat!',
    notYet: 'Wala ka pang tala ngayong araw.',
    record: 'Magtala',
    redo: 'Ulitin',
    mental: 'Damdamin',
    physical: 'Katawan',
  },
  sos: {
    title: 'Kung gusto mong makausap ang guro',
    lead: 'Pindutin ang button ng gurong gusto mong makausap. Malalaman ito ng guro.',
    sent: 'Kakausapin ka ng isang guro sa loob ng ilang araw.',
    sentLabel: 'Sinabihan na ang guro: "{{label}}".',
    sentMark: ' (naipadala)',
    sending: 'Ipinapadala…',
  },
};
