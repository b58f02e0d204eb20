// lint-as: src/web/lib/queries/fixture.ts
// expect: import-x/no-restricted-paths shared web code never imports the app shell
export { queryClient } from '../../app/query-client';
