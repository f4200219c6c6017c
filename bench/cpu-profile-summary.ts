import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `node bench/cpu-profile-summary.ts <file.cpuprofile> [--top=N]`: where a `node --cpu-prof` profile's time
 * went, as self time per package (node_modules/<package>, the repository's own folders, Node's internals,
 * GC) and the slowest functions, so a profile can be read in a terminal and quoted in a decision record.
 */
type TCallFrame = { functionName: string; url: string; lineNumber: number };
type TProfileNode = { id: number; callFrame: TCallFrame };
type TCpuProfile = { nodes: TProfileNode[]; samples: number[]; timeDeltas: number[] };

function packageOf({ url, functionName }: TCallFrame): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope = '', name = ''] = url.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const relative = path.relative(process.cwd(), new URL(url).pathname);
  return relative.split(path.sep).slice(0, 3).join('/');
}

function addTo(totals: Map<string, number>, key: string, micros: number): void {
  totals.set(key, (totals.get(key) ?? 0) + micros);
}

function printTop(title: string, totals: Map<string, number>, total: number, top: number): void {
  console.log(`\n${title}`);
  for (const [key, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${((micros / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
  }
}

const [file, ...flags] = process.argv.slice(2);
if (file === undefined) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [--top=N]');
const top = Number(flags.find((flag) => flag.startsWith('--top='))?.slice('--top='.length) ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as TCpuProfile;
const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
profile.samples.forEach((nodeId, index) => {
  const frame = frames.get(nodeId);
  const micros = profile.timeDeltas[index] ?? 0;
  if (frame === undefined || frame.functionName === '(idle)') return;
  total += micros;
  addTo(byPackage, packageOf(frame), micros);
  const where = frame.url === '' ? '' : ` ${path.basename(frame.url)}:${frame.lineNumber + 1}`;
  addTo(byFunction, `${frame.functionName || '(anonymous)'}${where}`, micros);
});
console.log(`${file}: ${(total / 1e6).toFixed(2)} s of CPU sampled (idle excluded)`);
printTop('self time by package', byPackage, total, top);
printTop('self time by function', byFunction, total, top);
