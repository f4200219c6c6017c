import { readRepoFile } from './repo-file.ts';

/** edge.nginx.conf as the tests read it: its directives, and where it sends each location. */

export interface NginxDirective {
  name: string;
  args: string[];
  block?: NginxDirective[];
}

/** nginx's configuration syntax: words and quoted strings, `;`-ended directives, `{}` blocks, `#` comments. */
export function parseNginx(text: string): NginxDirective[] {
  const tokens = [...text.matchAll(/#[^\n]*|'[^']*'|"[^"]*"|[{};]|[^\s{};'"#]+/g)]
    .map(([token]) => token)
    .filter((token) => !token.startsWith('#'));
  let position = 0;
  const parseBlock = (): NginxDirective[] => {
    const directives: NginxDirective[] = [];
    while (position < tokens.length) {
      const name = tokens[position++] ?? '';
      if (name === '}') return directives;
      const args: string[] = [];
      let token = tokens[position++];
      while (token !== undefined && token !== ';' && token !== '{') {
        args.push(token.replace(/^(['"])(.*)\1$/s, '$2'));
        token = tokens[position++];
      }
      if (token === undefined) throw new Error(`nginx directive "${name}" is not terminated`);
      directives.push(token === '{' ? { name, args, block: parseBlock() } : { name, args });
    }
    return directives;
  };
  return parseBlock();
}

export const edgeConfig = parseNginx(readRepoFile('edge.nginx.conf'));

export function allDirectives(directives: NginxDirective[]): NginxDirective[] {
  return directives.flatMap((directive) => [directive, ...allDirectives(directive.block ?? [])]);
}

export const edgeServer = edgeConfig.find((directive) => directive.name === 'server')?.block ?? [];

/** Where the edge sends a location: the upstream's servers and whether the matched prefix is kept. */
export function routeOf(prefix: string): { servers: string[]; keepsPrefix: boolean } {
  const location = edgeServer.find(
    (directive) =>
      directive.name === 'location' && directive.args.length === 1 && directive.args[0] === prefix,
  );
  if (!location) throw new Error(`edge.nginx.conf has no "location ${prefix}"`);
  const proxyPass = location.block?.find((directive) => directive.name === 'proxy_pass')?.args[0];
  const target = proxyPass ? /^http:\/\/([^/]+)(\/.*)?$/.exec(proxyPass) : null;
  if (!target) throw new Error(`location ${prefix} has no plain http proxy_pass`);
  const [, host = '', uri] = target;
  const upstream = edgeConfig.find(
    (directive) => directive.name === 'upstream' && directive.args[0] === host,
  );
  const servers = upstream
    ? (upstream.block ?? [])
        .filter((directive) => directive.name === 'server')
        .map(({ args }) => args[0] ?? '')
    : [host];
  return { servers, keepsPrefix: uri === undefined };
}
