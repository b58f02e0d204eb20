// lint-as: src/web/components/ui/fixture.ts
// expect: import-x/no-restricted-paths shared web code never imports a feature
export { useLevels } from '../../features/catalogue/api/get-levels';
