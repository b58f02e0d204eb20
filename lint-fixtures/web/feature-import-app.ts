// lint-as: src/web/features/points/components/fixture.ts
// expect: import-x/no-restricted-paths a web feature never imports the app shell
export { queryClient } from '../../../app/query-client';
