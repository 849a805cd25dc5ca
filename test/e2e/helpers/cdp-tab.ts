import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { scaled } from '../../../scripts/speed-factor.mjs';

type Message = {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
  sessionId?: string;
};

/**
 * Chromium driven through the DevTools protocol the way a tab target allows prerendering:
 * Playwright attaches to pages without their tab target, and Chromium then refuses
 * every prerender (PrerenderingDisabledByDevTools). Here the browser's pipe attaches to the
 * tab, the tab to its page and to the pages it prerenders.
 */
export class CdpTab {
  private next = 1;
  private readonly pending = new Map<number, (message: Message) => void>();
  private readonly listeners: ((message: Message) => void)[] = [];
  /** The session of the page the tab shows, and of each page it prerenders, by target id. */
  readonly pages = new Map<string, { sessionId: string; subtype?: string }>();

  private constructor(private readonly process: ChildProcess) {
    let buffer = '';
    (process.stdio[4] as Readable).on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\0')) >= 0) {
        const message = JSON.parse(buffer.slice(0, end)) as Message;
        buffer = buffer.slice(end + 1);
        if (message.id !== undefined) this.pending.get(message.id)?.(message);
        else for (const listener of this.listeners) listener(message);
      }
    });
  }

  /** A headless Chromium (helpers/browser.ts CHROMIUM) with one tab of 1280 × 800, its page attached; scripts/bench-prerender.mjs uses it too. */
  static async open(executable: string): Promise<CdpTab> {
    const child = spawn(
      executable,
      [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
        '--remote-debugging-pipe',
        '--window-size=1280,800',
      ],
      {
        stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
        // A process group of its own: closing ends its helper processes too.
        detached: true,
      },
    );
    const tab = new CdpTab(child);
    tab.on('Target.attachedToTarget', (params, sessionId) => {
      const info = params.targetInfo as { targetId: string; type: string; subtype?: string };
      const session = params.sessionId as string;
      if (info.type === 'tab') void tab.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true }, session);
      else if (info.type === 'page' && sessionId) tab.pages.set(info.targetId, { sessionId: session, subtype: info.subtype });
    });
    await tab.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: false,
      flatten: true,
      filter: [{ type: 'tab' }, { type: 'page', exclude: true }],
    });
    const { targetId } = (await tab.send('Target.createTarget', { url: 'about:blank' })) as { targetId: string };
    await tab.until(() => tab.pages.has(targetId));
    tab.main = targetId;
    return tab;
  }

  /** The page the tab shows (after an activation, the prerendered one). */
  main = '';

  on(method: string, listener: (params: Record<string, unknown>, sessionId?: string) => void): void {
    this.listeners.push((message) => message.method === method && listener(message.params ?? {}, message.sessionId));
  }

  send(method: string, params: object = {}, sessionId?: string): Promise<Record<string, unknown>> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (message) => {
        this.pending.delete(id);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result ?? {});
      });
      (this.process.stdio[3] as Writable).write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  /** A command to the page the tab shows. */
  page(method: string, params: object = {}): Promise<Record<string, unknown>> {
    return this.send(method, params, this.pages.get(this.main)!.sessionId);
  }

  /** An expression's value in the page the tab shows (awaited when a promise). */
  async evaluate<T>(expression: string): Promise<T> {
    const { result, exceptionDetails } = (await this.page('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })) as {
      result: { value: T };
      exceptionDetails?: { text: string };
    };
    if (exceptionDetails) throw new Error(exceptionDetails.text);
    return result.value;
  }

  /** Waits for a condition of this driver's state, checked as each message arrives. */
  until(condition: () => boolean, timeout = scaled(30_000)): Promise<void> {
    if (condition()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('condition not met')), timeout);
      this.listeners.push(() => {
        if (condition()) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  }

  /** Waits until an expression is true in the page the tab shows (checked on a timer: a prerendered page has no animation frames). */
  async waitFor(expression: string, timeout = scaled(30_000)): Promise<void> {
    await this.evaluate(
      [
        `new Promise((resolve, reject) => { const end = Date.now() + ${timeout}; `,
        `const check = () => { if (${expression}) resolve(true); `,
        `else if (Date.now() > end) reject(new Error('not met: ' + ${JSON.stringify(expression)})); `,
        'else setTimeout(check, 50); }; check(); })',
      ].join(''),
    );
  }

  /** The centre of the first element a selector finds, scrolled into view. */
  async centreOf(selector: string): Promise<{ x: number; y: number }> {
    return this.evaluate(
      [
        `(() => { const e = document.querySelector(${JSON.stringify(selector)}); e.scrollIntoView({ block: 'center' }); `,
        'const r = e.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()',
      ].join(''),
    );
  }

  async hover({ x, y }: { x: number; y: number }): Promise<void> {
    await this.page('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
  }

  async click({ x, y }: { x: number; y: number }): Promise<void> {
    await this.page('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
    await this.page('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 });
  }

  /** Ends the browser and its helper processes (the headless shell's profile is its own temporary one). */
  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    process.kill(-this.process.pid!);
    await exited;
  }
}
