/**
 * The options of an api benchmark: `--postgresql` picks the database (SQLite otherwise), `--name=N`
 * sets a count, so `npm run bench:api -- --postgresql --accounts=500` reads as it says.
 */
export function benchOptions(argv: readonly string[] = process.argv.slice(2)) {
  const options = new Map(
    argv.map((arg) => {
      const [key = '', ...value] = arg.replace(/^--/, '').split('=');
      return [key, value.length === 0 ? 'true' : value.join('=')] as const;
    }),
  );
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
