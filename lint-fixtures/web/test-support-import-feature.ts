// lint-as: src/web/test/fixture.ts
// expect: import-x/no-restricted-paths the web test support is shared
export { usePackages } from '../features/points/api/list-packages';
