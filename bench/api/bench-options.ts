/**
 * The options of an api benchmark: `--postgresql` picks the database (SQLite otherwise), `--name=N` or
 * `--name N` sets a count, so `npm run bench:tick -- --postgresql --instances 2` reads as it says.
 */
export function benchOptions(argv: readonly string[] = process.argv.slice(2)) {
  const options = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const [key = '', ...inline] = (argv[index] ?? '').replace(/^--/, '').split('=');
    const inlineValue = inline.length === 0 ? undefined : inline.join('=');
    const next = argv[index + 1];
    if (inlineValue !== undefined) options.set(key, inlineValue);
    else if (next !== undefined && !next.startsWith('--')) {
      options.set(key, next);
      index += 1;
    } else options.set(key, 'true');
  }
  return {
    has: (name: string): boolean => options.has(name),
    text: (name: string): string | undefined => options.get(name),
    driver: options.has('postgresql') ? ('postgresql' as const) : ('sqlite' as const),
    count: (name: string, fallback: number): number => {
      const value = Number(options.get(name) ?? fallback);
      if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number above 0`);
      return value;
    },
  };
}
