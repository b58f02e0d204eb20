import { configure } from '@testing-library/dom';

// findBy… and waitFor wait up to ten seconds instead of Testing Library's one. A wait ends as soon as its element
// shows, so a passing test loses nothing; CI runs the component tests at a lower priority beside the browser
// tests (.ci/run), where a render that is quick alone can take longer than a second.
configure({ asyncUtilTimeout: 10_000 });
