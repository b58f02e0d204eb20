// The dashboards module's public API: the admin dashboard's kept figures, registered on the root instance so
// that every write drops them (admin-figures.ts).
export { registerAdminFigures, type KeptAdminFigures } from './admin-figures';
