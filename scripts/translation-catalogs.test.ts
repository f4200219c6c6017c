import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';
import { FRONTEND_APPS } from './serve/apps.ts';

/**
 * Every translation catalog of the front ends (CODE_STYLE.md, "i18n"). An `i18n` folder's `en.ts` (or
 * `<part>-en.ts`) defines the shape; `es.ts` and `it.ts` (`<part>-es.ts`, `<part>-it.ts`) each declare one
 * object literal typed with that shape, so the compiler refuses a missing key and an extra one (its excess
 * property check reaches every nested literal). Only that typing makes the languages agree: this file keeps
 * it from being dropped or bypassed, then checks what the compiler cannot see in a string.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const WORKSPACES = ['shared', ...FRONTEND_APPS.map((app) => app.dir)];
const TRANSLATIONS = ['es', 'it'] as const;
type TTranslation = (typeof TRANSLATIONS)[number];

interface ICatalog {
  /** The English file, relative to the repository (`shared/src/members/i18n/en.ts`). */
  english: string;
  /** The same catalog's file in each other language. */
  translations: Record<TTranslation, string>;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full);
    return [full];
  });
}

const CATALOGS: ICatalog[] = WORKSPACES.flatMap((workspace) => filesUnder(path.join(ROOT, workspace, 'src')))
  .map((file) => path.relative(ROOT, file))
  .filter((file) => file.split(path.sep).includes('i18n') && /(^|-)en\.ts$/.test(path.basename(file)))
  .map((english) => ({
    english,
    translations: {
      es: english.replace(/en\.ts$/, 'es.ts'),
      it: english.replace(/en\.ts$/, 'it.ts'),
    },
  }));

const TRANSLATION_FILES = new Set(CATALOGS.flatMap((catalog) => Object.values(catalog.translations)));

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
}

function isExported(statement: ts.Statement): boolean {
  return ts.canHaveModifiers(statement)
    ? (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    : false;
}

/** The names of the values and types an English file exports, and the type each value is declared with. */
function englishExports(file: string): {
  values: Map<string, ts.TypeNode | undefined>;
  types: Map<string, ts.TypeNode>;
} {
  const values = new Map<string, ts.TypeNode | undefined>();
  const types = new Map<string, ts.TypeNode>();
  for (const statement of parse(file).statements) {
    if (!isExported(statement)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) values.set(declaration.name.text, declaration.type);
      }
    } else if (ts.isTypeAliasDeclaration(statement)) {
      types.set(statement.name.text, statement.type);
    }
  }
  return { values, types };
}

function mentions(node: ts.Node | undefined, test: (node: ts.Node) => boolean): boolean {
  if (node === undefined) return false;
  return test(node) || (ts.forEachChild(node, (child) => mentions(child, test) || undefined) ?? false);
}

/**
 * Whether `typeName` (imported from the English file) is the English catalog's shape: `typeof en` itself,
 * a type built from `typeof en` (`type MembersCatalog = typeof en`), or the type `en` is declared with.
 */
function describesEnglish(typeName: string, isTypeQuery: boolean, english: string): boolean {
  const { values, types } = englishExports(english);
  if (isTypeQuery) return values.has(typeName);
  const alias = types.get(typeName);
  const isTypeofEnglish = (node: ts.Node) =>
    ts.isTypeQueryNode(node) && ts.isIdentifier(node.exprName) && values.has(node.exprName.text);
  const isTypeName = (node: ts.Node) =>
    ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && node.typeName.text === typeName;
  return (
    mentions(alias, isTypeofEnglish) ||
    (alias !== undefined && [...values.values()].some((declared) => mentions(declared, isTypeName)))
  );
}

/** Why a catalog's texts are not plain literals the compiler checks key by key, if they are not. */
function literalProblems(node: ts.Expression, siblingValues: Set<string>, where: string): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [];
  if (ts.isIdentifier(node) && siblingValues.has(node.text)) return [];
  if (ts.isArrayLiteralExpression(node)) {
    return node.elements.flatMap((element, index) =>
      ts.isSpreadElement(element)
        ? [`${where}[${index}] is a spread`]
        : literalProblems(element, siblingValues, `${where}[${index}]`),
    );
  }
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.flatMap((property) => {
      if (!ts.isPropertyAssignment(property) || ts.isComputedPropertyName(property.name)) {
        return [`${where} has ${property.getText()}: only \`key: value\` is checked for extra keys`];
      }
      return literalProblems(property.initializer, siblingValues, `${where}.${property.name.getText()}`);
    });
  }
  return [`${where} is \`${node.getText()}\`, not a literal`];
}

/** Why the compiler would not hold a translation to exactly the keys of its English catalog, if it would not. */
function typingProblems(catalog: ICatalog, language: TTranslation): string[] {
  const file = catalog.translations[language];
  const englishImport = `./${path.basename(catalog.english)}`;
  const englishTypes = new Set<string>();
  const siblingValues = new Set<string>();
  const problems: string[] = [];
  const declarations: ts.VariableDeclaration[] = [];

  for (const statement of parse(file).statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const from = statement.moduleSpecifier.text;
      const names = statement.importClause?.namedBindings;
      const imported = names && ts.isNamedImports(names) ? names.elements.map((name) => name.name.text) : [];
      if (from === englishImport && statement.importClause?.isTypeOnly) {
        imported.forEach((name) => englishTypes.add(name));
      } else if (
        TRANSLATION_FILES.has(path.join(path.dirname(file), from)) &&
        from.endsWith(`-${language}.ts`)
      ) {
        // A part of the catalog kept in a file of its own, itself checked here (rules-es.ts).
        imported.forEach((name) => siblingValues.add(name));
      } else {
        problems.push(`imports '${from}': only types from ${englishImport} and parts in the same language`);
      }
    } else if (ts.isVariableStatement(statement) && isExported(statement)) {
      declarations.push(...statement.declarationList.declarations);
    } else {
      problems.push(`holds \`${statement.getText().split('\n')[0]}\`: only imports and the catalog`);
    }
  }

  if (declarations.length !== 1)
    return [...problems, `exports ${declarations.length} values instead of one catalog`];
  const [declaration] = declarations as [ts.VariableDeclaration];
  const type = declaration.type;
  const isTypeQuery = type !== undefined && ts.isTypeQueryNode(type) && ts.isIdentifier(type.exprName);
  const typeName =
    type === undefined
      ? undefined
      : ts.isTypeQueryNode(type) && ts.isIdentifier(type.exprName)
        ? type.exprName.text
        : ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && !type.typeArguments
          ? type.typeName.text
          : undefined;
  if (
    typeName === undefined ||
    !englishTypes.has(typeName) ||
    !describesEnglish(typeName, isTypeQuery, catalog.english)
  ) {
    problems.push(
      `is not declared with the shape of ${englishImport} (\`export const ${language}: TheCatalog = {…}\`)`,
    );
  }
  if (declaration.initializer === undefined) return [...problems, 'has no value'];
  return [
    ...problems,
    ...literalProblems(declaration.initializer, siblingValues, declaration.name.getText()),
  ];
}

/** The one value a catalog file exports (its types are gone at run time). */
async function loadCatalog(file: string): Promise<unknown> {
  const values: unknown[] = Object.values(await import(pathToFileURL(path.join(ROOT, file)).href));
  if (values.length !== 1) throw new Error(`${file} exports ${values.length} values instead of one catalog`);
  return values[0];
}

/** Every text of a catalog by its path (`statusGate.title`, `offer.2`). */
function textsOf(value: unknown, prefix = ''): Map<string, unknown> {
  if (typeof value !== 'object' || value === null) return new Map([[prefix, value]]);
  return new Map(
    Object.entries(value).flatMap(([key, child]) => [...textsOf(child, prefix ? `${prefix}.${key}` : key)]),
  );
}

/** Every list of a catalog by its path, with its length. */
function listsOf(value: unknown, prefix = ''): Map<string, number> {
  if (typeof value !== 'object' || value === null) return new Map();
  const own: [string, number][] = Array.isArray(value) ? [[prefix, value.length]] : [];
  return new Map([
    ...own,
    ...Object.entries(value).flatMap(([key, child]) => [
      ...listsOf(child, prefix ? `${prefix}.${key}` : key),
    ]),
  ]);
}

function placeholdersOf(text: unknown): string {
  const names = String(text).match(/\{\{[^}]*\}\}/g) ?? [];
  return [...new Set(names.map((name) => name.slice(2, -2).trim()))].sort().join(', ');
}

const LANGUAGES = ['en', ...TRANSLATIONS] as const;

/** Each catalog's files and values, by language. */
const LOADED = await Promise.all(
  CATALOGS.map(async (catalog) => {
    const files = { en: catalog.english, ...catalog.translations };
    const values = await Promise.all(LANGUAGES.map((language) => loadCatalog(files[language])));
    return { files, values: { en: values[0], es: values[1], it: values[2] } };
  }),
);

describe('the translation catalogs', () => {
  it('were found (every i18n folder of shared and the apps)', () => {
    expect(CATALOGS.length).toBeGreaterThan(40);
  });

  it('declare Spanish and Italian as literals typed with the English shape, so tsc proves the same keys', () => {
    const problems = CATALOGS.flatMap((catalog) =>
      TRANSLATIONS.flatMap((language) =>
        typingProblems(catalog, language).map((problem) => `${catalog.translations[language]} ${problem}`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('hold no empty text and nothing but texts', () => {
    const problems = LOADED.flatMap(({ files, values }) =>
      LANGUAGES.flatMap((language) =>
        [...textsOf(values[language])]
          .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
          .map(([key, text]) => `${files[language]} ${key}: ${JSON.stringify(text)}`),
      ),
    );
    expect(problems).toEqual([]);
  });

  // A placeholder a translation misspells or leaves out is never filled with its value.
  it('use the same {{placeholders}} in every language', () => {
    const problems = LOADED.flatMap(({ files, values }) => {
      // An English catalog may be empty (the engine's rule texts): Spanish is then the reference.
      const reference = new Map([...textsOf(values.es), ...textsOf(values.en)]);
      return TRANSLATIONS.flatMap((language) =>
        [...textsOf(values[language])]
          .map(([key, text]) => ({
            key,
            own: placeholdersOf(text),
            expected: placeholdersOf(reference.get(key)),
          }))
          .filter(({ own, expected }) => own !== expected)
          .map(
            ({ key, own, expected }) => `${files[language]} ${key}: {{${own}}} instead of {{${expected}}}`,
          ),
      );
    });
    expect(problems).toEqual([]);
  });

  // The compiler types a list as string[], whatever its length.
  it('have as many entries in each list in every language', () => {
    const problems = LOADED.flatMap(({ files, values }) => {
      const english = listsOf(values.en);
      return TRANSLATIONS.flatMap((language) =>
        [...listsOf(values[language])]
          .filter(([key, length]) => english.get(key) !== length)
          .map(
            ([key, length]) =>
              `${files[language]} ${key}: ${length} entries, English has ${english.get(key)}`,
          ),
      );
    });
    expect(problems).toEqual([]);
  });
});
