import type { Messages } from '../ja.ts';

/** The IP allow-list settings page (spec §2 settings/ip). */
export const allowedIpsSettings: Messages['teacherSettings']['ip'] = {
  title: 'Redes permitidas',
  lead: 'Registre las redes (direcciones IP o rangos) desde las que los docentes pueden usar esta aplicación. Si la lista está vacía, se puede usar desde cualquier red. Los estudiantes y las familias no tienen restricciones.',
  adminOnly: 'Solo los docentes administradores pueden ver y cambiar esta configuración.',
  current: {
    title: 'Dirección IP actual',
    open: 'La lista está vacía, así que se puede usar desde cualquier red. La dirección IP de este dispositivo es {{ip}}.',
    allowed: 'La dirección IP de este dispositivo ({{ip}}) está permitida.',
    notAllowed: 'La dirección IP de este dispositivo ({{ip}}) no está en la lista.',
  },
  table: {
    caption: 'Direcciones IP permitidas',
    cidr: 'Dirección IP o rango',
    label: 'Nota (lugar, etc.)',
    actions: 'Eliminar',
    cidrRow: 'Dirección IP o rango, fila {{number}}',
    labelRow: 'Nota, fila {{number}}',
    remove: 'Eliminar la fila {{number}}',
    currentBadge: 'Este dispositivo',
    empty: 'No hay direcciones IP registradas.',
  },
  cidrPlaceholder: 'p. ej. 203.0.113.10 o 203.0.113.0/24',
  labelPlaceholder: 'p. ej. Sala de profesores',
  hint: 'Escriba una dirección (203.0.113.10) o un rango (203.0.113.0/24). También se admite IPv6. Hasta {{max}} entradas.',
  addRow: 'Añadir fila',
  addCurrent: 'Añadir la dirección IP actual',
  addCurrentNote: 'Añade la dirección IP de este dispositivo ({{ip}}) a la lista y guarda enseguida.',
  addCurrentDirty: 'Guarde o descarte los cambios antes de añadirla.',
  addCurrentAlready: 'La dirección IP de este dispositivo ({{ip}}) ya está registrada.',
  addCurrentDone: 'Se añadió la dirección IP actual {{ip}}.',
  lockOut: {
    title: 'Este dispositivo quedará bloqueado',
    body: 'Después de guardar, solo se podrá iniciar sesión y trabajar desde las redes de la lista. ¿Guardar de todos modos?',
    confirm: 'Guardar de todos modos',
  },
};
