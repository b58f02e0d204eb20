/**
 * The browser tests' setup file: when a test fails, every page it left open is pictured in
 * e2e/artifacts/failures/ and its address and main landmark's text are printed, so a failure seen once in CI
 * (a heading that never came) shows what the page was showing instead.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { ARTIFACTS, openPages } from './browser';

const FAILURES = join(ARTIFACTS, 'failures');

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  mkdirSync(FAILURES, { recursive: true });
  const name = task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
  let n = 0;
  for (const page of openPages) {
    n += 1;
    const file = join(FAILURES, `${name}-${n}.png`);
    // A page stuck mid-load may not answer: what can be had in a few seconds is enough.
    const main = await page
      .locator('#main')
      .innerText({ timeout: 3_000 })
      .catch(() => '(no #main)');
    const pictured = await page
      .screenshot({ path: file, fullPage: true, timeout: 5_000 })
      .then(() => file)
      .catch((error: unknown) => `no picture (${String(error).split('\n')[0]})`);
    const text = main.replace(/\s+/g, ' ').slice(0, 400);
    console.error(`failed "${task.name}": page ${n} at ${page.url()}: ${pictured}\n  #main: ${text}`);
  }
});
