import { createHash } from 'node:crypto';
import path from 'node:path';
import ts from 'typescript';

/** A module's public surface: each export's name → a hash of its declared type. */
export type TModuleSurface = Record<string, string>;

export interface SurfaceSources {
  /** Module name → its entry file (absolute). */
  entries: Record<string, string>;
  /** The tsconfig whose compiler options the modules compile with. */
  tsconfig: string;
  /** The modules' own sources: the types declared there are spelled out, the others only named. */
  sourceRoot: string;
}

const NAMED_TYPE =
  ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class | ts.SymbolFlags.Enum;
const DESCRIBED = NAMED_TYPE | ts.SymbolFlags.Variable | ts.SymbolFlags.Function | ts.SymbolFlags.ValueModule;
const TYPE_FORMAT = ts.TypeFormatFlags.NoTruncation;

/** The surface of each module: its exports' names and the hashes of their texts. */
export function readModuleSurfaces(sources: SurfaceSources): Record<string, TModuleSurface> {
  return Object.fromEntries(
    Object.entries(readExportTexts(sources)).map(([name, texts]) => [
      name,
      Object.fromEntries(Object.entries(texts).map(([exported, text]) => [exported, hash(text)])),
    ]),
  );
}

/**
 * What each export of each module is hashed from, from one program for all of them (one per module
 * would parse React's and Mantine's types again each time).
 */
export function readExportTexts(sources: SurfaceSources): Record<string, Record<string, string>> {
  const config = ts.readConfigFile(sources.tsconfig, (file) => ts.sys.readFile(file));
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(sources.tsconfig));
  // Ambient declarations (`*.module.css`) come from the tsconfig; the modules' files from their entries.
  const ambient = parsed.fileNames.filter((file) => file.endsWith('.d.ts'));
  const options = { ...parsed.options, noEmit: true };
  const host = ts.createCompilerHost(options);
  // Comments are no part of a surface: the JSDoc of React's and Mantine's types need not be parsed.
  host.jsDocParsingMode = ts.JSDocParsingMode.ParseNone;
  const program = ts.createProgram({
    rootNames: [...Object.values(sources.entries), ...ambient],
    options,
    host,
  });
  const reader = new SurfaceReader(program, sources.sourceRoot);
  return Object.fromEntries(
    Object.entries(sources.entries).map(([name, file]) => [name, reader.exportTextsOf(name, file)]),
  );
}

/**
 * An export's text is its type as the compiler reads it (a value's type, a type's declaration printed
 * without comments, so rewording a comment or reformatting changes nothing), followed by the
 * declarations of every type from the modules' own sources it reaches, exported or not: a component's
 * props interface changes what a remote may pass even when the interface itself is not exported.
 * Types from packages are only named; their own versions cover them.
 */
class SurfaceReader {
  private readonly program: ts.Program;
  private readonly sourceRoot: string;
  private readonly checker: ts.TypeChecker;
  private readonly printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

  constructor(program: ts.Program, sourceRoot: string) {
    this.program = program;
    this.sourceRoot = sourceRoot;
    this.checker = program.getTypeChecker();
  }

  exportTextsOf(name: string, file: string): Record<string, string> {
    const sourceFile = this.program.getSourceFile(file);
    if (!sourceFile) throw new Error(`${name}: ${file} is not part of the program`);
    const moduleSymbol = this.checker.getSymbolAtLocation(sourceFile);
    const exports = moduleSymbol ? this.checker.getExportsOfModule(moduleSymbol) : [];
    return Object.fromEntries(
      exports
        .map((exported) => [exported.name, this.exportText(exported)] as const)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  }

  private exportText(exported: ts.Symbol): string {
    const target = this.resolve(exported);
    const pending: ts.Symbol[] = [];
    const described = new Map<ts.Symbol, string>([[target, this.describe(target, pending)]]);
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (!described.has(next)) described.set(next, this.describe(next, pending));
    }
    const [own, ...reached] = [...described.values()];
    return this.portable([own, ...reached.sort()].join('\n'));
  }

  private describe(symbol: ts.Symbol, pending: ts.Symbol[]): string {
    const parts: string[] = [];
    const isLocal = this.isLocal(symbol);
    if (symbol.flags & ts.SymbolFlags.Class && isLocal) {
      parts.push(this.describeClass(symbol, pending));
    } else if (symbol.flags & NAMED_TYPE && isLocal) {
      for (const declaration of this.localDeclarations(symbol)) {
        parts.push(this.print(declaration));
        this.collectFromNode(declaration, pending);
      }
    } else if (symbol.flags & NAMED_TYPE) {
      const declared = this.checker.getDeclaredTypeOfSymbol(symbol);
      const flags = TYPE_FORMAT | ts.TypeFormatFlags.InTypeAlias;
      parts.push(`type ${symbol.name} = ${this.checker.typeToString(declared, undefined, flags)}`);
    }
    if (symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function)) {
      const type = this.checker.getTypeOfSymbol(symbol);
      parts.push(`value ${symbol.name}: ${this.valueTypeText(type)}`);
      this.collectFromType(type, pending);
    } else if (symbol.flags & ts.SymbolFlags.ValueModule) {
      // `export * as name`: the namespace is its exports, each described in turn.
      const members = this.checker.getExportsOfModule(symbol);
      parts.push(`namespace ${symbol.name} { ${members.map((member) => member.name).join(', ')} }`);
      for (const member of members) this.reach(member, pending);
    }
    return parts.join('\n');
  }

  /** A class by what a caller sees: its constructor, its public members and their types, not its code. */
  private describeClass(symbol: ts.Symbol, pending: ts.Symbol[]): string {
    const lines = [`class ${symbol.name}`];
    const constructorType = this.checker.getTypeOfSymbol(symbol);
    for (const signature of constructorType.getConstructSignatures()) {
      lines.push(`  new ${this.signatureText(signature)}`);
      this.collectFromSignature(signature, pending);
    }
    const sides = [
      ['static ', constructorType],
      ['', this.checker.getDeclaredTypeOfSymbol(symbol)],
    ] as const;
    for (const [prefix, side] of sides) {
      for (const member of side.getProperties()) {
        if (member.name === 'prototype' || !this.isPublic(member)) continue;
        const type = this.checker.getTypeOfSymbol(member);
        const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
        lines.push(
          `  ${prefix}${member.name}${optional}: ${this.checker.typeToString(type, undefined, TYPE_FORMAT)}`,
        );
        this.collectFromType(type, pending);
      }
    }
    return lines.join('\n');
  }

  /**
   * A function by its signatures without the parameters' names: renaming a parameter or destructuring
   * props differently changes nothing for a caller. Anything else as the compiler writes its type.
   */
  private valueTypeText(type: ts.Type): string {
    const signatures = type.getCallSignatures();
    if (signatures.length === 0 || type.getProperties().length > 0) {
      return this.checker.typeToString(type, undefined, TYPE_FORMAT);
    }
    return signatures.map((signature) => this.signatureText(signature)).join(' & ');
  }

  private signatureText(signature: ts.Signature): string {
    const typeText = (type: ts.Type) => this.checker.typeToString(type, undefined, TYPE_FORMAT);
    const typeParameters = (signature.getTypeParameters() ?? []).map((parameter) => {
      const constraint = parameter.getConstraint();
      return constraint ? `${typeText(parameter)} extends ${typeText(constraint)}` : typeText(parameter);
    });
    const parameters = signature.getParameters().map((parameter, index) => {
      const declaration = parameter.valueDeclaration;
      const isParameter = declaration !== undefined && ts.isParameter(declaration);
      const rest = isParameter && declaration.dotDotDotToken ? '...' : '';
      const optional = isParameter && this.checker.isOptionalParameter(declaration) ? '?' : '';
      return `${rest}p${index}${optional}: ${typeText(this.checker.getTypeOfSymbol(parameter))}`;
    });
    const returned = this.predicateText(signature) ?? typeText(signature.getReturnType());
    const generics = typeParameters.length > 0 ? `<${typeParameters.join(', ')}>` : '';
    return `${generics}(${parameters.join(', ')}) => ${returned}`;
  }

  /** `p0 is ApiError`, `asserts p0 is T`, `asserts this`: what a boolean or void return type leaves out. */
  private predicateText(signature: ts.Signature): string | undefined {
    const predicate = this.checker.getTypePredicateOfSignature(signature);
    if (!predicate) return undefined;
    const asserts =
      predicate.kind === ts.TypePredicateKind.AssertsIdentifier ||
      predicate.kind === ts.TypePredicateKind.AssertsThis;
    const subject = predicate.parameterIndex === undefined ? 'this' : `p${predicate.parameterIndex}`;
    const type = predicate.type
      ? ` is ${this.checker.typeToString(predicate.type, undefined, TYPE_FORMAT)}`
      : '';
    return `${asserts ? 'asserts ' : ''}${subject}${type}`;
  }

  private isPublic(member: ts.Symbol): boolean {
    if (member.name.startsWith('#')) return false;
    const hidden = ts.ModifierFlags.Private | ts.ModifierFlags.Protected;
    return !(member.declarations ?? []).some(
      (declaration) => ts.getCombinedModifierFlags(declaration) & hidden,
    );
  }

  /** The declaration as source text without comments, `export` and `declare`, whatever its formatting. */
  private print(declaration: ts.Declaration): string {
    const node = ts.canHaveModifiers(declaration)
      ? ts.factory.replaceModifiers(
          declaration,
          ts.getCombinedModifierFlags(declaration) &
            ~(ts.ModifierFlags.Export | ts.ModifierFlags.Default | ts.ModifierFlags.Ambient),
        )
      : declaration;
    return this.printer.printNode(ts.EmitHint.Unspecified, node, declaration.getSourceFile());
  }

  /** Types and values named in a declaration (`props: Props`, `extends Base`, `typeof ROLES`). */
  private collectFromNode(root: ts.Node, pending: ts.Symbol[]): void {
    const visit = (node: ts.Node): void => {
      if (ts.isTypeReferenceNode(node)) this.reach(this.checker.getSymbolAtLocation(node.typeName), pending);
      else if (ts.isExpressionWithTypeArguments(node))
        this.reach(this.checker.getSymbolAtLocation(node.expression), pending);
      else if (ts.isTypeQueryNode(node)) this.reach(this.checker.getSymbolAtLocation(node.exprName), pending);
      else if (ts.isComputedPropertyName(node))
        this.reach(this.checker.getSymbolAtLocation(node.expression), pending);
      ts.forEachChild(node, visit);
    };
    visit(root);
  }

  /**
   * The named types of the modules' sources that an inferred type reaches: through unions, function
   * signatures, the properties of object literals and type arguments, but not into packages' types.
   */
  private collectFromType(type: ts.Type, pending: ts.Symbol[], seen = new Set<ts.Type>()): void {
    const visit = (current: ts.Type): void => {
      if (seen.has(current)) return;
      seen.add(current);
      if (current.aliasSymbol) {
        this.reach(current.aliasSymbol, pending);
        current.aliasTypeArguments?.forEach(visit);
        return;
      }
      if (current.isUnionOrIntersection()) {
        current.types.forEach(visit);
        return;
      }
      const symbol = current.getSymbol();
      if (isTypeReference(current)) this.checker.getTypeArguments(current).forEach(visit);
      if (symbol && (symbol.flags & NAMED_TYPE || !this.isLocal(symbol))) {
        this.reach(symbol, pending);
        return;
      }
      if (!(current.flags & ts.TypeFlags.Object)) return;
      for (const signature of [...current.getCallSignatures(), ...current.getConstructSignatures()]) {
        this.collectFromSignature(signature, pending, visit);
      }
      for (const property of current.getProperties()) visit(this.checker.getTypeOfSymbol(property));
      for (const info of this.checker.getIndexInfosOfType(current)) visit(info.type);
    };
    visit(type);
  }

  private collectFromSignature(
    signature: ts.Signature,
    pending: ts.Symbol[],
    visit: (type: ts.Type) => void = (type) => this.collectFromType(type, pending),
  ): void {
    for (const parameter of signature.getTypeParameters() ?? []) {
      const constraint = parameter.getConstraint();
      if (constraint) visit(constraint);
    }
    for (const parameter of signature.getParameters()) visit(this.checker.getTypeOfSymbol(parameter));
    visit(signature.getReturnType());
  }

  private reach(symbol: ts.Symbol | undefined, pending: ts.Symbol[]): void {
    if (!symbol) return;
    const target = this.resolve(symbol);
    if (target.flags & DESCRIBED && this.isLocal(target)) pending.push(target);
  }

  private resolve(symbol: ts.Symbol): ts.Symbol {
    return symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
  }

  private isLocal(symbol: ts.Symbol): boolean {
    return this.localDeclarations(symbol).length > 0;
  }

  private localDeclarations(symbol: ts.Symbol): ts.Declaration[] {
    return (symbol.declarations ?? []).filter((declaration) => {
      const file = declaration.getSourceFile();
      return (
        !this.program.isSourceFileFromExternalLibrary(file) &&
        !this.program.isSourceFileDefaultLibrary(file) &&
        file.fileName.startsWith(`${this.sourceRoot}/`)
      );
    });
  }

  /** No machine's paths: the snapshot is compared on every machine. */
  private portable(text: string): string {
    return text.replaceAll(`${this.sourceRoot}/`, '').replace(/import\("[^"]*\/node_modules\//g, 'import("');
  }
}

function isTypeReference(type: ts.Type): type is ts.TypeReference {
  return Boolean(
    type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference,
  );
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
