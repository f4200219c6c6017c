import '@testing-library/jest-dom/jest-globals';
import { jest } from '@jest/globals';
import { configure } from '@testing-library/react';
import { initI18n } from '@propdesk/shared/i18n';

// In the portal the shell initialises i18next before any remote loads, and a remote registers its
// texts when its App module is imported (registerTranslations needs an initialised instance). Tests
// import that module at the top of the file, so the instance must exist before the test file runs.
initI18n('en');

// CI runs every project's tests at once on a small machine: a test that types a whole form with
// user-event has needed more than Jest's 5 s, and a page waiting for two stubbed requests more than
// testing-library's 1 s. Both limits are raised; findBy/waitFor stay well under the test's own limit,
// so a real failure still reports what it waited for.
jest.setTimeout(15_000);
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads the colour scheme and breakpoints through matchMedia and sizes some components with
// ResizeObserver; jsdom implements neither, so tests get inert stand-ins that never match or fire.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: () => false,
  }),
});

class InertResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

Object.defineProperty(window, 'ResizeObserver', {
  writable: true,
  configurable: true,
  value: InertResizeObserver,
});
