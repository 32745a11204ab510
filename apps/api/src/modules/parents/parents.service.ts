// The parents module's public surface: the family's children, their reports (the parent side,
// also presented on the teacher side) and the school's parent attendance settings.
export * from './parent-children.service.ts';
export * from './parent-attendances.service.ts';
export * from './parent-attendance-settings.service.ts';
