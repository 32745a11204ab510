import type { Messages } from '../ja.ts';

/** The IP allow-list settings page (spec §2 settings/ip). */
export const allowedIpsSettings: Messages['teacherSettings']['ip'] = {
  title: 'Mga pinapayagang network',
  lead: 'Irehistro ang mga network (IP address o saklaw) kung saan puwedeng gamitin ng mga guro ang app na ito. Kapag walang laman ang listahan, puwede ang kahit anong network. Hindi nililimitahan ang mga estudyante at magulang.',
  adminOnly: 'Ang mga administrator na guro lamang ang puwedeng tumingin at magbago ng setting na ito.',
  current: {
    title: 'Kasalukuyang IP address',
    open: 'Walang laman ang listahan kaya puwede ang kahit anong network. Ang IP address ng device na ito ay {{ip}}.',
    allowed: 'Pinapayagan ang IP address ng device na ito ({{ip}}).',
    notAllowed: 'Wala sa listahan ang IP address ng device na ito ({{ip}}).',
  },
  table: {
    caption: 'Mga pinapayagang IP address',
    cidr: 'IP address o saklaw',
    label: 'Tala (lugar atbp.)',
    actions: 'Burahin',
    cidrRow: 'IP address o saklaw, hilera {{number}}',
    labelRow: 'Tala, hilera {{number}}',
    remove: 'Burahin ang hilera {{number}}',
    currentBadge: 'Device na ito',
    empty: 'Walang nakarehistrong IP address.',
  },
  cidrPlaceholder: 'hal. 203.0.113.10 o 203.0.113.0/24',
  labelPlaceholder: 'hal. Faculty room',
  hint: 'Maglagay ng isang address (203.0.113.10) o saklaw (203.0.113.0/24). Puwede rin ang IPv6. Hanggang {{max}} entry.',
  addRow: 'Magdagdag ng hilera',
  addCurrent: 'Idagdag ang kasalukuyang IP address',
  addCurrentNote: 'Idinadagdag ang IP address ng device na ito ({{ip}}) sa listahan at agad na sine-save.',
  addCurrentDirty: 'I-save o kanselahin muna ang mga pagbabago bago ito idagdag.',
  addCurrentAlready: 'Nakarehistro na ang IP address ng device na ito ({{ip}}).',
  addCurrentDone: 'Naidagdag ang kasalukuyang IP address {{ip}}.',
  lockOut: {
    title: 'Hindi na magagamit ang device na ito',
    body: 'Pagkatapos mag-save, makakapag-log in at makakagamit lamang mula sa mga network sa listahan. I-save pa rin?',
    confirm: 'I-save pa rin',
  },
};
