import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 24 §2, one owner per table: every query on an owned table lives in its owner's folder (under
 * src/server), and other folders call the functions exported there. Add a table here to give it an owner.
 */
const OWNERS: Record<string, string> = {
  accounts: 'features/accounts',
  accountSessions: 'features/account-sessions',
  accountSignInLinks: 'features/accounts',
  adminSessions: 'features/admin/auth',
  adminUsers: 'features/admin/auth',
  apiKeys: 'features/api-keys',
  apiRequests: 'features/api-keys',
  campaigns: 'features/campaigns',
  contactMessages: 'features/contact',
  contacts: 'features/campaigns',
  designTemplates: 'features/catalog',
  idempotencyKeys: 'features/public-api',
  jobRuns: 'lib/jobs',
  loginAttempts: 'features/admin/auth',
  mailQueue: 'lib/mail',
  orders: 'features/orders',
  paymentIntents: 'features/payments',
  processedWebhookEvents: 'features/fulfilment',
  productionPacks: 'features/production',
  programRuns: 'features/programs',
  programs: 'features/programs',
  programSends: 'features/programs',
  refunds: 'features/refunds',
  savedCards: 'features/saved-cards',
  savedListContacts: 'features/saved-lists',
  savedLists: 'features/saved-lists',
  statusHistory: 'features/campaigns',
  testimonials: 'features/testimonials',
  uploadedFiles: 'lib/files',
  webhookDeliveries: 'features/webhooks',
  webhookEndpoints: 'features/webhooks',
  webhookEvents: 'features/webhooks',
};

/** Files that may name an owned table in a query outside its owner, each with the reason (migrations are SQL). */
const ALLOWED: Record<string, string> = {
  'db/schema.ts': 'declares the tables, their indexes and the search expressions on them',
};

const SERVER = path.resolve('src/server');
/** Drizzle's calls that name the table a query reads or writes. */
const QUERY_CALLS = new Set([
  'from',
  'update',
  'insert',
  'delete',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
]);

/** The owned tables a file imports from db/schema, by the name it uses for them. */
function ownedImports(source: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/(^|\/)db\/schema$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const table = (element.propertyName ?? element.name).text;
      if (table in OWNERS && !element.isTypeOnly) names.set(element.name.text, table);
    }
  }
  return names;
}

/** The name a top-level statement declares (a function's, a constant's), or its first words. */
function declared(statement: ts.Statement): string {
  if (ts.isFunctionDeclaration(statement) && statement.name) return statement.name.text;
  if (ts.isVariableStatement(statement)) return statement.declarationList.declarations[0]!.name.getText();
  return statement.getText().slice(0, 40);
}

/**
 * The owned tables each top-level declaration reads or writes, by its name: `.from(campaigns)`,
 * `.innerJoin(orders, …)` and the like, and a table interpolated whole into raw SQL (`${orders}`). A query is
 * judged with the declaration (the function) holding it, so a subquery built in a constant there counts with it.
 */
function queriedTables(fileName: string, text: string): Map<string, Set<string>> {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const tables = ownedImports(source);
  const byDeclaration = new Map<string, Set<string>>();
  const note = (node: ts.Node, expression: ts.Node | undefined) => {
    const table = expression && ts.isIdentifier(expression) ? tables.get(expression.text) : undefined;
    if (!table) return;
    let statement: ts.Node = node;
    while (statement.parent && !ts.isSourceFile(statement.parent)) statement = statement.parent;
    const name = declared(statement as ts.Statement);
    byDeclaration.set(name, (byDeclaration.get(name) ?? new Set()).add(table));
  };
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      QUERY_CALLS.has(node.expression.name.text)
    ) {
      note(node, node.arguments[0]);
    }
    if (ts.isTemplateSpan(node)) note(node, node.expression);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return byDeclaration;
}

/**
 * Why the file breaks the rule, or nothing: a query on one owned table must be in its owner's folder; one
 * that joins two owned tables, in either owner's folder.
 */
function misplaced(relative: string, text: string): string[] {
  if (relative in ALLOWED) return [];
  const inOwner = (table: string) => relative.startsWith(`${OWNERS[table]}/`);
  return [...queriedTables(relative, text)]
    .filter(([, queried]) => ![...queried].some(inOwner))
    .map(([name, queried]) => `${relative} ${name}: ${[...queried].sort().join(' + ')}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // Tests set their rows up directly; what is judged is the code that runs.
    return /\.ts$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('table owners', () => {
  it('every query on an owned table lives in its owner folder', () => {
    const files = sourceFiles(SERVER);
    expect(files.length).toBeGreaterThan(300);
    const problems = files.flatMap((file) =>
      misplaced(path.relative(SERVER, file).split(path.sep).join('/'), readFileSync(file, 'utf8')),
    );
    expect(problems).toEqual([]);
  });

  it('finds a query outside its owner, in the query builder and in raw SQL', () => {
    const imports = "import { campaigns, orders as o } from '../../db/schema';\n";
    const select = `${imports}export const f = (db) => db.select().from(campaigns);`;
    expect(misplaced('features/refunds/x.ts', select)).toEqual(['features/refunds/x.ts f: campaigns']);
    expect(misplaced('features/campaigns/x.ts', select)).toEqual([]);
    const join = `${imports}export const f = (db) => db.select().from(o).innerJoin(campaigns, on);`;
    expect(misplaced('features/orders/x.ts', join)).toEqual([]);
    expect(misplaced('features/admin/orders/x.ts', join)).toEqual([
      'features/admin/orders/x.ts f: campaigns + orders',
    ]);
    const raw = `${imports}export const f = (db) => db.execute(sql\`select 1 from \${o}\`);`;
    expect(misplaced('features/tracking/x.ts', raw)).toEqual(['features/tracking/x.ts f: orders']);
    const write = `${imports}export const f = (tx) => tx.update(o).set({});`;
    expect(misplaced('lib/x.ts', write)).toEqual(['lib/x.ts f: orders']);
  });

  it('leaves alone what names a table without querying it', () => {
    const text =
      "import { campaigns } from '../../db/schema';\n" +
      'export const pick = (rows) => rows.map((c) => c.id).filter((id) => id === campaigns.id.name);';
    expect(misplaced('features/refunds/x.ts', text)).toEqual([]);
  });
});
