export * from './client.ts';
export * from './migrate.ts';
export { seedDemo, isEmpty, DEMO_PASSWORDS, type DemoAccounts } from './seed/demo.ts';
export { seedDistrict, type DistrictOptions } from './seed/district.ts';
export { writeDemoAccounts, describeDemoAccounts } from './seed/demo-accounts-file.ts';
