/** Reads the emails the server writes to DATA_DIR/outbox when no SMTP server is configured. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function decodedBodies(raw: string): string[] {
  const bodies = [raw, decodeQuotedPrintable(raw)];
  for (const block of raw.match(/(?:^[A-Za-z0-9+/=]{20,}\r?\n)+/gm) ?? []) {
    bodies.push(Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'));
  }
  return bodies;
}

export function outboxFiles(dataDir: string): string[] {
  const folder = join(dataDir, 'outbox');
  try {
    return readdirSync(folder)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => join(folder, file))
      .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
  } catch {
    return [];
  }
}

/** Waits for a new email to `to` (one not in `seen`) and returns the first link in it matching `pattern`. */
export async function waitForLinkInEmail(
  dataDir: string,
  to: string,
  pattern: RegExp,
  seen: ReadonlySet<string> = new Set(),
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of outboxFiles(dataDir).reverse()) {
      if (seen.has(file)) continue;
      const raw = readFileSync(file, 'utf8');
      if (!raw.toLowerCase().includes(to.toLowerCase())) continue;
      for (const body of decodedBodies(raw)) {
        const match = pattern.exec(body);
        if (match) return match[0];
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email to ${to} with a link matching ${pattern} in ${join(dataDir, 'outbox')}`);
}
