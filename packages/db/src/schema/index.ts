export * from './organizations.ts';
export * from './school-structure.ts';
export * from './people.ts';
export * from './conditions.ts';
export * from './auth.ts';
export * from './attendance.ts';
export * from './mail.ts';
export * from './condition-alerts.ts';
