import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * Web APIs that jsdom leaves out but Node has. The api client (ky) builds Request objects and reads
 * Response bodies, so tests that stub `fetch` with real Responses need these. AbortController and
 * AbortSignal come along because Node's Request accepts only its own signals, not jsdom's.
 */
const NODE_WEB_APIS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'AbortController',
  'AbortSignal',
  'structuredClone',
] as const;

export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    for (const name of NODE_WEB_APIS) {
      Object.defineProperty(this.global, name, {
        value: globalThis[name],
        writable: true,
        configurable: true,
      });
    }
  }
}
