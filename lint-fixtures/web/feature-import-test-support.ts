// lint-as: src/web/features/points/components/fixture.ts
// expect: import-x/no-restricted-paths only tests (*.unit.test.tsx) import the web test support
export { renderWithApp } from '../../../test/render';
