/**
 * The client side of bench/sockets.ts, in a process of its own so the servers' memory is measured alone.
 * Opens one socket per token (alternating between the instances), subscribes each to the room, then times
 * every delivery of each message the parent posts.
 */
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';

interface Setup {
  urls: string[];
  tokens: string[];
  roomId: string;
}
type FromParent =
  { type: 'setup'; setup: Setup } | { type: 'expect'; marker: string; sentAt: number } | { type: 'exit' };

const now = () => performance.timeOrigin + performance.now();
const sockets: WebSocket[] = [];
let expected: { marker: string; sentAt: number; latencies: number[] } | null = null;

async function open(url: string, token: string, roomId: string) {
  const ws = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type: string; message?: { text: string } };
      if (message.type === 'ready') ws.send(JSON.stringify({ type: 'subscribe', roomId }));
      else if (message.type === 'subscribed') resolve();
      else if (message.type === 'error') reject(new Error(`refused: ${data.toString()}`));
      else if (message.type === 'chat.message' && expected && message.message?.text === expected.marker) {
        expected.latencies.push(now() - expected.sentAt);
        if (expected.latencies.length === sockets.length) {
          process.send!({ type: 'delivered', latencies: expected.latencies });
          expected = null;
        }
      }
    });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
  });
  sockets.push(ws);
}

process.on('message', async (raw: FromParent) => {
  if (raw.type === 'setup') {
    const { urls, tokens, roomId } = raw.setup;
    // A hundred handshakes at a time: the servers see a crowd arriving, not a thundering herd.
    for (let i = 0; i < tokens.length; i += 100) {
      await Promise.all(
        tokens.slice(i, i + 100).map((token, j) => open(urls[(i + j) % urls.length]!, token, roomId)),
      );
    }
    process.send!({ type: 'ready', count: sockets.length });
  } else if (raw.type === 'expect') {
    expected = { marker: raw.marker, sentAt: raw.sentAt, latencies: [] };
  } else {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
