/**
 * The flags Node.js runs the server with. They are written out where the server starts in production, `npm
 * start` (package.json) and the Docker image's command (Dockerfile); the benchmark starts the server with this
 * list (bench/run.ts), and `node-flags.unit.test.ts` fails when either of the two drifts from it.
 *
 * `--max-semi-space-size=64`: V8's young generation may grow to two 64 MB halves instead of 16 MB. Under load,
 * each scavenge copies what the requests in flight still hold; with larger halves there are a quarter as many.
 * A student's courses under load: half the scavenge pauses and 13 % less CPU a request, for about 90 MB more
 * memory per process (decision 133).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
