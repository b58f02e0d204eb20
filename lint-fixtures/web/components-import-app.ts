// lint-as: src/web/components/ui/fixture.ts
// expect: import-x/no-restricted-paths shared web code never imports the app shell
export { queryClient } from '../../app/query-client';
