import { parse } from 'yaml';
import { FRONTEND_APPS, type FrontendAppDir } from '../serve/apps.ts';
import { readRepoFile } from './repo-file.ts';

/*
 * docker-compose.yml as the tests read it: its services, and Compose's variable interpolation, to see
 * the values a stack started with only the required variables would get.
 */

export type TEnvironment = Record<string, string | number | boolean | null>;

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[] | string;
  environment?: TEnvironment;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  healthcheck?: { test?: string[] | string; disable?: boolean };
  ports?: string[];
  expose?: (string | number)[];
  volumes?: string[];
}

export interface ComposeFile {
  version?: unknown;
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

/** Finds the `}` that closes the `${` opening at `start`, nested `${...}` included. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text.startsWith('${', index)) {
      depth += 1;
      index += 1;
    } else if (text[index] === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  throw new Error(`Unclosed \${ in ${text}`);
}

/**
 * Compose's interpolation (`${VAR}`, `${VAR:-default}`, `${VAR:?message}`, nested), enough to see the
 * values a stack started with only the required variables would get.
 */
export function interpolate(text: string, variables: Record<string, string>): string {
  let result = '';
  let index = 0;
  while (index < text.length) {
    const start = text.indexOf('${', index);
    if (start === -1) return result + text.slice(index);
    const end = closingBrace(text, start);
    result += text.slice(index, start);
    const expression = text.slice(start + 2, end);
    const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])(.*))?$/s.exec(expression);
    if (!match) throw new Error(`Unsupported interpolation \${${expression}}`);
    const [, name = '', operator, operand = ''] = match;
    const value = variables[name];
    const isSet = operator?.startsWith(':') ? Boolean(value) : value !== undefined;
    if (isSet) result += value;
    else if (operator?.endsWith('-')) result += interpolate(operand, variables);
    else if (operator?.endsWith('?')) throw new Error(`${name}: ${operand}`);
    index = end + 1;
  }
  return result;
}

export const compose = parse(readRepoFile('docker-compose.yml'), { merge: true }) as ComposeFile;
export const services = compose.services;

/** The variables compose refuses to start without, set to stand-ins, and nothing else. */
export const REQUIRED_VARIABLES = {
  JWT_SECRET: 'x'.repeat(48),
  COOKIE_SECRET: 'y'.repeat(48),
  MFA_ENCRYPTION_KEY: 'z'.repeat(48),
  PAYMENT_WEBHOOK_SECRET: 'w'.repeat(48),
  POSTGRES_PASSWORD: 'stand-in',
};

export function service(name: string): ComposeService {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
}

/** A service's environment as the container would see it with default settings. */
export function environmentOf(name: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service(name).environment ?? {}).map(([key, value]) => [
      key,
      interpolate(String(value ?? ''), REQUIRED_VARIABLES),
    ]),
  );
}

export function healthcheckCommand(name: string): string {
  const test = service(name).healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : (test ?? '');
}

/** With default settings the portal is reached at the edge's published port on this machine. */
export const [EDGE_HOST_PORT, EDGE_CONTAINER_PORT] = interpolate(service('edge').ports?.[0] ?? '', {}).split(
  ':',
);
export const PUBLIC_ORIGIN = `http://localhost:${EDGE_HOST_PORT}`;
export const FRONTEND_DIRS: FrontendAppDir[] = FRONTEND_APPS.map((app) => app.dir);
