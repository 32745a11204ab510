import type { Messages } from '../ja.ts';

/** Subukan ang isang alert rule bago ito buksan (issue 25 item 4, decision 077). */
export const alertReplay: Messages['alertReplay'] = {
  title: 'Subukan bago i-save',
  lead: 'Inilalapat ang mga binagong kondisyon sa itaas (sunod-sunod na araw, mga sagot na binibilang) at ang paghahambing sa karaniwang lagay sa mga check-in ng huling 90 araw ng pasukan, at ipinapakita kung ilang alerto bawat linggo ang lalabas kumpara sa kasalukuyang setting. Walang alertong lalabas sa pagsubok.',
  baseline: 'Ihambing sa karaniwang lagay ng mag-aaral',
  baselineHint: 'Nagbabala kapag ang average ng huling 5 araw ng pasukan ay bumaba kumpara sa 20 araw ng pasukan bago nito',
  drop: 'Pagbaba (puntos sa 4 na antas)',
  run: 'Subukan bago i-save',
  running: 'Sinusubukan…',
  span: '{{from}}–{{to}} ({{days}} araw ng pasukan)',
  totals: 'Kabuuang alerto: kasalukuyang setting {{current}} → binago {{proposed}}',
  klass: 'Klase',
  wholeSchool: 'Buong paaralan',
  caption: 'Mga alerto bawat linggo, {{klass}}',
  week: 'Linggo',
  weekOf: 'Linggo ng {{date}}',
  current: 'Kasalukuyan',
  proposed: 'Binago',
  difference: 'Pagkakaiba',
  added: 'Mga mag-aaral na magkakaroon ng alerto: {{count}}',
  dropped: 'Mga mag-aaral na hindi na magkakaroon ng alerto: {{count}}',
  namesAdminOnly: 'Ang mga pangalan ay ipinapakita lamang sa mga admin na guro.',
  student: '{{klass}} Blg. {{number}} {{name}}',
  failed: 'Hindi masubukan. Pakisubukang muli.',
};
