import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags';

const root = new URL('../../', import.meta.url);

/** The arguments Node.js gets before `--import tsx src/server/main.ts` in a command line split into words. */
function flagsBeforeMain(words: string[]): string[] {
  const node = words.lastIndexOf('node', words.indexOf('src/server/main.ts'));
  return words.slice(node + 1, words.indexOf('--import', node));
}

describe("the server's Node.js flags", () => {
  it('are the ones `npm start` passes', () => {
    const start: string = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).scripts.start;
    expect(flagsBeforeMain(start.split(/\s+/))).toEqual(SERVER_NODE_FLAGS);
  });

  it("are the ones the Docker image's command passes", () => {
    const command = readFileSync(new URL('Dockerfile', root), 'utf8').match(/^CMD (\[.*\])$/m);
    expect(command).not.toBeNull();
    expect(flagsBeforeMain(JSON.parse(command![1]!))).toEqual(SERVER_NODE_FLAGS);
  });
});
