import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

// The Nu HTML checker (vnu-jar, the W3C validator's own build; Java): its errors in HTML files.

const vnu = createRequire(import.meta.url)('vnu-jar') as string;

/** One error as the checker reports it. */
export interface NuMessage {
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The JVM's options for one short run: its quick compiler only (C1), which checked the visitor's 52 pages in 3.9 CPU-s
 * where the default tiers took 8.9 (the same messages, byte for byte); C1's frames are larger, and the
 * checker's schema recursion needs more than the default thread stack then (a StackOverflowError at 1 MB).
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-Xss8m'];

/** The Nu checker's errors in these files. */
export async function nuMessages(files: string[]): Promise<NuMessage[]> {
  const run = await promisify(execFile)('java', [...JVM_OPTIONS, '-jar', vnu, '--errors-only', '--format', 'json', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((failed: { stderr?: string; stdout?: string }) => failed);
  return (JSON.parse(run.stderr || run.stdout || '{"messages":[]}') as { messages: NuMessage[] }).messages;
}

/** Messages as "file:line: message", for an assertion that names where. */
export const described = (messages: NuMessage[]) => messages.map((message) => `${message.url.split('/').pop()}:${message.lastLine ?? 0}: ${message.message}`);
