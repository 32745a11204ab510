import type { Messages } from '../ja.ts';

/** The board's teacher import and health-data retention (issue 14 item 5, issue 15 item 7). */
export const boardData: Messages['organization']['data'] = {
  import: {
    step1Lead:
      'I-download ang template at isulat ang school code, pangalan at email ng bawat guro. Makikita ang school code sa listahan ng mga paaralan. Hindi maaaring gamitin ang paaralan ng ibang board.',
    exportLead: 'I-download ang kasalukuyang listahan ng mga guro bilang Excel sa parehong anyo; maaari itong i-edit at i-import muli.',
  },
  retention: {
    title: 'Gaano katagal itinatago ang health data',
    lead: 'Pagkatapos magtapos o lumipat ang estudyante, itinatago ang kanilang health observation, kondisyon, kahilingang makipag-usap at sagot sa questionnaire sa panahong ito. Awtomatikong binubura tuwing gabi ang lampas na rito (hindi binubura ang data ng kasalukuyang estudyante).',
    years: 'Taon na itinatago',
    yearsHint: 'Binibilang mula sa school year pagkatapos ng huling taon ng estudyante (1–20 taon, 5 bilang default).',
    value: '{{years}} taon',
    up: 'Dagdagan ng isang taon',
    down: 'Bawasan ng isang taon',
    save: 'I-save',
  },
};
