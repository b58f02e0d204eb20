// lint-as: src/web/lib/fixture.ts
// expect: import-x/no-restricted-paths shared web code never imports a feature
export { usePackages } from '../features/points/api/list-packages';
