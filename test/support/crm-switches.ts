// Where source code asks which CRM it is dealing with, read with TypeScript's own parser (so a
// kind named in a comment or in a sentence of a message is not counted), for the test that
// keeps such questions inside worker/platform/crm/.
import ts from 'typescript';

/** One place that asks: the file, its line, what it says and why it counts. */
export interface CrmSwitch {
  file: string;
  line: number;
  code: string;
  why: string;
}

const COMPARISONS = new Set([ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken]);
/** Methods that test a value against a kind given as their argument: `kind.startsWith('whise')`, `set.has('whise')`. */
const MEMBERSHIP = new Set(['includes', 'has', 'startsWith', 'endsWith', 'indexOf']);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const isKind = (node: ts.Node | undefined): node is ts.StringLiteralLike => node !== undefined && ts.isStringLiteralLike(node) && kinds.includes(node.text);
  const alternatives = kinds.map(escape).join('|');
  const sql = new RegExp(`\\bkind\\s*(?:=|<>|!=)\\s*'(?:${alternatives})'|\\bkind\\s+(?:NOT\\s+)?IN\\s*\\([^)]*'(?:${alternatives})'`, 'i');
  const path = new RegExp(`/(?:${alternatives})(?:/|$)`);
  const found: CrmSwitch[] = [];
  const report = (node: ts.Node, why: string) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({ file, line: line + 1, code: node.getText(sourceFile).replace(/\s+/g, ' ').slice(0, 120), why });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind) && (isKind(node.left) || isKind(node.right))) report(node, 'compares with a kind');
    else if (ts.isCaseClause(node) && isKind(node.expression)) report(node.expression, 'a case of a kind');
    else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && MEMBERSHIP.has(node.expression.name.text) && node.arguments.some(isKind)) {
      report(node, 'tests membership with a kind');
    } else if (!dataAllowed && ts.isArrayLiteralExpression(node) && node.elements.some(isKind)) report(node, 'a hand list of kinds');
    else if (!dataAllowed && ts.isLiteralTypeNode(node) && isKind(node.literal)) report(node, 'a kind in a type');
    else if (!dataAllowed && ts.isJsxAttribute(node) && node.initializer && isKind(node.initializer)) report(node, 'a kind as an attribute');
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const specifier = (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)) && node.parent.moduleSpecifier === node;
      if (sql.test(node.text)) report(node, 'an SQL condition on a kind');
      else if (path.test(node.text)) report(node, specifier ? "imports one CRM's own module" : 'an address naming a kind');
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
