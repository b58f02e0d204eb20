// The auth module's public API: password hashing (used when accounts are created outside a request).
export { createPasswordHasher, type PasswordHasher } from './passwords';
export { cleanTokensJob } from './token-cleanup';
