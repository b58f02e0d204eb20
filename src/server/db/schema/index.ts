// The one place drizzle-kit and the client read the whole schema from.
export * from './meta';
export * from './users';
export * from './structure';
export * from './courses';
export * from './points';
export * from './live';
export * from './notifications';
