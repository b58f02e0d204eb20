// lint-as: src/web/features/points/components/fixture.ts
// expect: import-x/no-restricted-paths a web feature never imports another feature
export { useLevels } from '../../catalogue/api/get-levels';
