import { AppBridge, PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge';

/*
 * A host of MCP Apps in a test page, built on the extension's own AppBridge (what a host such
 * as ChatGPT or Claude runs): it shows a view's HTML in a sandboxed frame, hands it a tool's
 * arguments and result, and forwards the view's tool calls to the test (window.callServerTool,
 * which calls the agency's MCP server with the SDK's client) and its links to window.openedLinks.
 * Bundled by test/e2e/client/assistant-view/assistant-view.test.ts.
 */

declare global {
  interface Window {
    callServerTool(params: unknown): Promise<unknown>;
    openedLinks: string[];
    showView(html: string, args: Record<string, unknown>, result: unknown): Promise<void>;
  }
}

window.openedLinks = [];
window.showView = async (html, args, result) => {
  const frame = document.querySelector('iframe')!;
  const bridge = new AppBridge(null, { name: 'Test host', version: '1.0.0' }, { openLinks: {}, serverTools: {} }, { hostContext: { locale: 'en-GB' } });
  bridge.oncalltool = async (params) => (await window.callServerTool(params)) as never;
  bridge.onopenlink = async ({ url }) => {
    window.openedLinks.push(url);
    return {};
  };
  const initialized = new Promise<void>((resolve) => {
    bridge.oninitialized = () => resolve();
  });
  await bridge.connect(new PostMessageTransport(frame.contentWindow!, frame.contentWindow!));
  frame.srcdoc = html;
  await initialized;
  await bridge.sendToolInput({ arguments: args });
  await bridge.sendToolResult(result as never);
};
