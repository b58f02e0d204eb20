// lint-as: src/web/features/points/components/fixture.unit.test.ts
// expect: nothing
export { renderWithApp } from '../../../test/render';
export { fakeApi } from '../../../test/fake-api';
export { usePackages } from '../api/list-packages';
