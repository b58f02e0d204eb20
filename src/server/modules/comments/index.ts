// The comments module's public API: adding a comment (the demo data uses it), the professor's waiting count.
export { unansweredCommentsCount, unansweredCommentsQuery } from './comments.read-model';
export { addComment } from './service';
