import type { Messages } from '../ja.ts';

/** The IP allow-list settings page (spec §2 settings/ip). */
export const allowedIpsSettings: Messages['teacherSettings']['ip'] = {
  title: 'Allowed networks',
  lead: 'Register the networks (IP addresses or ranges) from which teachers may use this app. When the list is empty, any network may be used. Students and parents are not restricted.',
  adminOnly: 'Only administrator teachers can view and change this setting.',
  current: {
    title: 'Current IP address',
    open: 'The list is empty, so any network may be used. This device’s IP address is {{ip}}.',
    allowed: 'This device’s IP address {{ip}} is allowed.',
    notAllowed: 'This device’s IP address {{ip}} is not in the list.',
  },
  table: {
    caption: 'Allowed IP addresses',
    cidr: 'IP address or range',
    label: 'Note (place etc.)',
    actions: 'Delete',
    cidrRow: 'IP address or range, row {{number}}',
    labelRow: 'Note, row {{number}}',
    remove: 'Delete row {{number}}',
    currentBadge: 'This device',
    empty: 'No IP address is registered.',
  },
  cidrPlaceholder: 'e.g. 203.0.113.10 or 203.0.113.0/24',
  labelPlaceholder: 'e.g. Staff room',
  hint: 'Enter one address (203.0.113.10) or a range (203.0.113.0/24). IPv6 works too. Up to {{max}} entries.',
  addRow: 'Add row',
  addCurrent: 'Add current IP address',
  addCurrentNote: 'Adds this device’s IP address ({{ip}}) to the list and saves at once.',
  addCurrentDirty: 'Save or discard your changes before adding it.',
  addCurrentAlready: 'This device’s IP address ({{ip}}) is registered.',
  addCurrentDone: 'The current IP address {{ip}} was added.',
  lockOut: {
    title: 'This device will be locked out',
    body: 'After saving, sign-in and use are possible only from the listed networks. Save anyway?',
    confirm: 'Save anyway',
  },
};
