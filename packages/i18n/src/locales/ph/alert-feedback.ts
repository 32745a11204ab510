import type { Messages } from '../ja.ts';

/** Alerts that learn (issue 10 item 11, decision 033): marks, the 90-day counts and the escalation. */
export const alertFeedback: Messages['alertFeedback'] = {
  verdicts: { useful: 'Nakatulong', false_alarm: 'Maling alarma', mistap: 'Napindot nang mali' },
  groupLabel: 'I-rate ang {{what}}',
  question: 'Rating',
  markedBy: '{{teacher}} {{datetime}}',
  saved: 'Naitala bilang “{{verdict}}”',
  escalated: 'Matagal nang hindi natutugunan',
  escalatedTitle: 'Walang naitalang tugon sa loob ng itinakdang oras ng paaralan',
  summary: {
    title: 'Rating ng mga alerto (huling 90 araw)',
    lead: 'Ilang beses ni-rate ng mga guro ang mga natugunang alerto at “gustong makipag-usap”. Kung maraming maling alarma o maling pindot ang isang setting, suriin muli ang mga kondisyon nito (magkakasunod na araw, atbp.).',
    caption: 'Mga rating bawat tuntunin ({{from}}–{{to}})',
    rule: 'Tuntunin',
    columns: { total: 'Mga alerto', useful: 'Nakatulong', falseAlarm: 'Maling alarma', mistap: 'Napindot nang mali', unmarked: 'Walang rating' },
    rules: {
      mental: 'Kalagayan ng damdamin (magkakasunod na araw)',
      physical: 'Kalagayan ng katawan (magkakasunod na araw)',
      healthcheck: 'Obserbasyon sa kalusugan',
      sos: 'Gustong makipag-usap',
    },
    count: '{{count}}',
    wolf: 'Maraming maling alarma o maling pindot',
  },
  escalation: {
    title: 'Abiso sa hindi natugunang “gustong makipag-usap”',
    lead: 'Kapag naka-on ang pagtatala ng tugon, ang “gustong makipag-usap” na walang tugon pagkalipas ng itinakdang oras ng paaralan ay ipapadala nang isang beses sa email ng mga admin na guro at mamarkahang “Matagal nang hindi natutugunan” sa mga dashboard. Hindi binibilang ang Sabado, Linggo, pista opisyal at mga araw na walang pasok sa kalendaryo ng paaralan.',
    hours: 'Oras bago ang abiso (oras ng paaralan)',
    suffix: ' oras',
    value: '{{hours}} oras',
    off: 'Naka-off ang pagtatala ng tugon, kaya walang abiso ngayon.',
  },
  schoolHours: {
    title: 'Oras ng paaralan (simula at tapos)',
    lead: 'Kapag pinindot ang “gustong makipag-usap” sa labas ng mga oras na ito o sa araw na walang pasok, makikita ng bata ang mga 24-oras na linya ng tulong at ang araw na makikita ito ng guro.',
    start: 'Simula ng klase',
    end: 'Tapos ng klase',
    value: '{{start}}–{{end}}',
  },
};
