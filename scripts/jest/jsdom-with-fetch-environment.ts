import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * Web APIs that jsdom leaves out but Node has. The api client (ky) builds Request objects and reads
 * Response bodies, so tests that stub `fetch` with real Responses need these. AbortController and
 * AbortSignal stay jsdom's (DOM listeners such as Mantine's require them); Request is bridged below.
 */
const NODE_WEB_APIS = [
  'fetch',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
] as const;

/**
 * Node's Request accepts only Node's AbortSignal, while code in jsdom creates jsdom's. This Request
 * follows a foreign signal with a Node one, so aborting still cancels the request.
 */
/** A signal made by jsdom's AbortController (same shape, different class). */
function isForeignSignal(signal: AbortSignal): boolean {
  return !(signal instanceof AbortSignal);
}

class BridgedRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const signal = init?.signal;
    if (signal && isForeignSignal(signal)) {
      const controller = new AbortController();
      if (signal.aborted) controller.abort(signal.reason);
      else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
      super(input, { ...init, signal: controller.signal });
    } else {
      super(input, init);
    }
  }
}

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
    Object.defineProperty(this.global, 'Request', {
      value: BridgedRequest,
      writable: true,
      configurable: true,
    });
  }
}
