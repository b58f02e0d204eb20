// The comments module's public API: adding a comment (the demo data uses it).
export { addComment } from './service';
