import '@testing-library/jest-dom/jest-globals';
import { jest } from '@jest/globals';
import { initI18n } from '@propdesk/shared/i18n';

// In the portal the shell initialises i18next before any remote loads, and a remote registers its
// texts when its App module is imported (registerTranslations needs an initialised instance). Tests
// import that module at the top of the file, so the instance must exist before the test file runs.
initI18n('en');

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
