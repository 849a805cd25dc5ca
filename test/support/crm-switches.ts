// Where source code asks which CRM it is dealing with, read with a TypeScript parser (oxc's: so a
// kind named in a comment or in a sentence of a message is not counted), for the test that keeps
// such questions inside worker/platform/crm/.
import { parseSync, visitorKeys } from 'oxc-parser';

/** One place that asks: the file, its line, what it says and why it counts. */
export interface CrmSwitch {
  file: string;
  line: number;
  code: string;
  why: string;
}

/** An ESTree node as oxc gives it: its type, its offsets in the source, and its fields. */
type Node = { type: string; start: number; end: number; [field: string]: unknown };

const COMPARISONS = new Set(['===', '!==', '==', '!=']);
/** Methods that test a value against a kind given as their argument: `kind.startsWith('whise')`, `set.has('whise')`. */
const MEMBERSHIP = new Set(['includes', 'has', 'startsWith', 'endsWith', 'indexOf']);
/** The declarations whose `source` is a module specifier. */
const MODULE_DECLARATIONS = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration']);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The text of a string literal, or of a template without substitutions (`` `whise` ``). */
function stringOf(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node.quasis as { value: { cooked: string | null } }[] | undefined;
  if (node.type === 'TemplateLiteral' && quasis?.length === 1) return quasis[0]!.value.cooked ?? undefined;
  return undefined;
}

/** Each node of the tree with its parent, parents first, children in source order. */
function walk(node: Node, parent: Node | undefined, visit: (node: Node, parent: Node | undefined) => void): void {
  visit(node, parent);
  for (const key of visitorKeys[node.type] ?? []) {
    const child = node[key];
    for (const item of Array.isArray(child) ? child : [child]) if (isNode(item)) walk(item, node, visit);
  }
}

/**
 * The places in `source` that switch on a CRM kind (`kinds`): a comparison with a kind
 * (`=== 'whise'`, `case 'sweepbright':`), a membership test with one, a hand list of kinds (an
 * array or a union type naming one), an SQL condition on `kind` naming one, or an address with
 * a kind as a path segment (`/hooks/sweepbright/…`), or an import of one CRM's own module
 * (`../crm/whise/cron`: the registry is the way in). With `dataAllowed` (the contract), kinds may
 * stand as data (the enum's list, a union type, a discriminant `z.literal`): comparisons, SQL
 * and addresses still count. Names inside a longer word or sentence (`sweepBrightCredentials`,
 * 'Not a SweepBright webhook', `crm.kind.whise`) do not.
 */
export function crmSwitches(file: string, source: string, kinds: readonly string[], dataAllowed = false): CrmSwitch[] {
  // Most files name no kind at all: they are not parsed.
  if (!kinds.some((kind) => source.includes(kind))) return [];
  const { program } = parseSync(file, source, { lang: file.endsWith('x') ? 'tsx' : 'ts' });
  const isKind = (node: unknown) => {
    const text = stringOf(node);
    return text !== undefined && kinds.includes(text);
  };
  const alternatives = kinds.map(escape).join('|');
  const sql = new RegExp(`\\bkind\\s*(?:=|<>|!=)\\s*'(?:${alternatives})'|\\bkind\\s+(?:NOT\\s+)?IN\\s*\\([^)]*'(?:${alternatives})'`, 'i');
  const path = new RegExp(`/(?:${alternatives})(?:/|$)`);
  const found: CrmSwitch[] = [];
  const report = (node: Node, why: string) => {
    const line = source.slice(0, node.start).split('\n').length;
    found.push({ file, line, code: source.slice(node.start, node.end).replace(/\s+/g, ' ').slice(0, 120), why });
  };
  walk(program as unknown as Node, undefined, (node, parent) => {
    const callee = node.callee as Node | undefined;
    const property = callee?.type === 'MemberExpression' ? (callee.property as Node) : undefined;
    if (node.type === 'BinaryExpression' && COMPARISONS.has(node.operator as string) && (isKind(node.left) || isKind(node.right)))
      report(node, 'compares with a kind');
    else if (node.type === 'SwitchCase' && isKind(node.test)) report(node.test as Node, 'a case of a kind');
    else if (
      node.type === 'CallExpression' &&
      property?.type === 'Identifier' &&
      MEMBERSHIP.has(property.name as string) &&
      (node.arguments as unknown[]).some(isKind)
    ) {
      report(node, 'tests membership with a kind');
    } else if (!dataAllowed && node.type === 'ArrayExpression' && (node.elements as unknown[]).some(isKind)) report(node, 'a hand list of kinds');
    else if (!dataAllowed && node.type === 'TSLiteralType' && isKind(node.literal)) report(node, 'a kind in a type');
    else if (!dataAllowed && node.type === 'JSXAttribute' && isKind(node.value)) report(node, 'a kind as an attribute');
    const text =
      node.type === 'TemplateElement'
        ? (node.value as { cooked: string | null }).cooked
        : node.type === 'Literal' && typeof node.value === 'string'
          ? node.value
          : undefined;
    if (text === undefined || text === null) return;
    const specifier = parent !== undefined && MODULE_DECLARATIONS.has(parent.type) && parent.source === node;
    if (sql.test(text)) report(node, 'an SQL condition on a kind');
    else if (path.test(text)) report(node, specifier ? "imports one CRM's own module" : 'an address naming a kind');
  });
  return found;
}
