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

/** The Nu checker's errors in these files. */
export async function nuMessages(files: string[]): Promise<NuMessage[]> {
  const run = await promisify(execFile)('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }).catch(
    (failed: { stderr?: string; stdout?: string }) => failed,
  );
  return (JSON.parse(run.stderr || run.stdout || '{"messages":[]}') as { messages: NuMessage[] }).messages;
}

/** Messages as "file:line: message", for an assertion that names where. */
export const described = (messages: NuMessage[]) => messages.map((message) => `${message.url.split('/').pop()}:${message.lastLine ?? 0}: ${message.message}`);
