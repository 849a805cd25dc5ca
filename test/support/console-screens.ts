// The console screens the demo agency's owner works in, walked by the worker test (each answers
// 200 with its h1: test/worker/console/console-screens.test.ts) and the browser's (their width,
// axe and failed requests: test/e2e/console/console-screens.test.ts).

/** Site 1 (Immo Scheldeland) screens, and the first page editor ('' is the console's home). */
export const CONSOLE_SCREENS: [name: string, path: string][] = [
  ['home', ''],
  ['pages', '/pages'],
  ['page-editor', '/pages/1'],
  ['menus', '/menus'],
  ['employees', '/content/employees'],
  ['offices', '/content/offices'],
  ['reviews', '/content/reviews'],
  ['quotes', '/content/quotes'],
  ['agreements', '/agreements'],
  ['changes', '/changes'],
  ['settings', '/settings'],
  ['brand', '/brand'],
  ['legal', '/legal'],
  ['domain', '/domain'],
  ['crm', '/crm'],
  ['leads', '/leads'],
  ['privacy', '/privacy'],
  ['privacy-log', '/privacy/log'],
  ['privacy-register', '/privacy/register'],
  ['listings', '/listings'],
  ['stats', '/stats'],
  ['tags', '/tags'],
  ['assistants', '/assistants'],
  ['crm-origins', '/crm-origins'],
  ['viewing-hours', '/viewing-hours'],
  ['team', '/team'],
];
