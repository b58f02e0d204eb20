// lint-as: src/web/features/points/components/fixture.ts
// expect: nothing
export { usePackages } from '../api/list-packages';
export { Spinner } from '../../../components/ui/spinner';
export { useBalance } from '../../../lib/queries/get-balance';
export type { Balance } from '../../../../contract/points';
