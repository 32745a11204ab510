import type { Messages } from '../ja.ts';

/** The IP allow-list settings page (spec §2 settings/ip). */
export const allowedIpsSettings: Messages['teacherSettings']['ip'] = {
  title: '允许连接的网络',
  lead: '以IP地址或地址范围登记教师可以使用本应用的网络。列表为空时，任何网络都可以使用。学生和家长不受限制。',
  adminOnly: '只有管理员教师可以查看和更改此设置。',
  current: {
    title: '当前IP地址',
    open: '列表为空，因此任何网络都可以使用。本设备的IP地址是 {{ip}}。',
    allowed: '本设备的IP地址 {{ip}} 已被允许。',
    notAllowed: '本设备的IP地址 {{ip}} 不在列表中。',
  },
  table: {
    caption: '允许连接的IP地址列表',
    cidr: 'IP地址或范围',
    label: '备注（地点等）',
    actions: '删除',
    cidrRow: '第{{number}}行的IP地址或范围',
    labelRow: '第{{number}}行的备注',
    remove: '删除第{{number}}行',
    currentBadge: '本设备',
    empty: '没有登记的IP地址。',
  },
  cidrPlaceholder: '例：203.0.113.10 或 203.0.113.0/24',
  labelPlaceholder: '例：教师办公室',
  hint: '输入一个地址（203.0.113.10）或一个范围（203.0.113.0/24）。也可以使用IPv6。最多可登记{{max}}条。',
  addRow: '添加行',
  addCurrent: '添加当前IP地址',
  addCurrentNote: '将本设备的IP地址（{{ip}}）添加到列表并立即保存。',
  addCurrentDirty: '请先保存或取消更改，然后再添加。',
  addCurrentAlready: '本设备的IP地址（{{ip}}）已登记。',
  addCurrentDone: '已添加当前IP地址 {{ip}}。',
  lockOut: {
    title: '本设备将无法使用',
    body: '保存后，只能从列表中的网络登录和操作。确定要保存吗？',
    confirm: '仍然保存',
  },
};
