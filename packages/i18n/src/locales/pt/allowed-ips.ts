import type { Messages } from '../ja.ts';

/** The IP allow-list settings page (spec §2 settings/ip). */
export const allowedIpsSettings: Messages['teacherSettings']['ip'] = {
  title: 'Redes permitidas',
  lead: 'Registre as redes (endereços IP ou faixas) a partir das quais os professores podem usar este aplicativo. Com a lista vazia, qualquer rede pode ser usada. Alunos e responsáveis não são restringidos.',
  adminOnly: 'Somente professores administradores podem ver e alterar esta configuração.',
  current: {
    title: 'Endereço IP atual',
    open: 'A lista está vazia, então qualquer rede pode ser usada. O endereço IP deste dispositivo é {{ip}}.',
    allowed: 'O endereço IP deste dispositivo ({{ip}}) é permitido.',
    notAllowed: 'O endereço IP deste dispositivo ({{ip}}) não está na lista.',
  },
  table: {
    caption: 'Endereços IP permitidos',
    cidr: 'Endereço IP ou faixa',
    label: 'Observação (local etc.)',
    actions: 'Excluir',
    cidrRow: 'Endereço IP ou faixa, linha {{number}}',
    labelRow: 'Observação, linha {{number}}',
    remove: 'Excluir a linha {{number}}',
    currentBadge: 'Este dispositivo',
    empty: 'Nenhum endereço IP registrado.',
  },
  cidrPlaceholder: 'ex.: 203.0.113.10 ou 203.0.113.0/24',
  labelPlaceholder: 'ex.: Sala dos professores',
  hint: 'Digite um endereço (203.0.113.10) ou uma faixa (203.0.113.0/24). IPv6 também funciona. Até {{max}} itens.',
  addRow: 'Adicionar linha',
  addCurrent: 'Adicionar o endereço IP atual',
  addCurrentNote: 'Adiciona o endereço IP deste dispositivo ({{ip}}) à lista e salva na hora.',
  addCurrentDirty: 'Salve ou descarte as alterações antes de adicioná-lo.',
  addCurrentAlready: 'O endereço IP deste dispositivo ({{ip}}) já está registrado.',
  addCurrentDone: 'O endereço IP atual {{ip}} foi adicionado.',
  lockOut: {
    title: 'Este dispositivo ficará bloqueado',
    body: 'Depois de salvar, só será possível entrar e usar a partir das redes da lista. Salvar mesmo assim?',
    confirm: 'Salvar mesmo assim',
  },
};
