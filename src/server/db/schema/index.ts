// The one place drizzle-kit and the client read the whole schema from.
export * from './meta';
export * from './users';
export * from './structure';
export * from './site';
export * from './courses';
export * from './enrollments';
export * from './comments';
export * from './points';
export * from './settings';
export * from './jobs';
export * from './live';
export * from './notifications';
export * from './quizzes';
export * from './chat';
