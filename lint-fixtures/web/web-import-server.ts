// lint-as: src/web/lib/fixture.ts
// expect: import-x/no-restricted-paths the web app talks to the server over HTTP only
export { buildApp } from '../../server/app';
