import '@testing-library/jest-dom/jest-globals';
import { jest } from '@jest/globals';
import { configure } from '@testing-library/react';
import { initI18n } from '@propdesk/shared/i18n';

// In the portal the shell initialises i18next before any remote loads, and a remote registers its
// texts when its App module is imported (registerTranslations needs an initialised instance). Tests
// import that module at the top of the file, so the instance must exist before the test file runs.
initI18n('en');

// findBy*/waitFor give up after 1 s by default. CI runs every project's tests at once, and a page that
// waits for two stubbed requests and a render has been seen to need longer. Under 5 s, Jest's own test
// timeout, so a real failure still reports what it waited for.
configure({ asyncUtilTimeout: 3_000 });

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
