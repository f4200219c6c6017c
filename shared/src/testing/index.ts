// Test helpers only: imported by *.test.tsx files, never by code that ships.
/// <reference types="@testing-library/jest-dom/jest-globals" />
export {
  renderWithProviders,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './render-with-providers.tsx';
export { examplePath } from './example-path.ts';
export {
  stubFetch,
  requestedUrls,
  requestsTo,
  type StubbedAnswer,
  type StubbedHandler,
} from './stub-fetch.ts';
export { sessionFixture } from './session-fixture.ts';
export { ruleSetFixture } from './rule-set-fixture.ts';
export { notificationFixture, notificationPageFixture } from './notification-fixture.ts';
export {
  ACCOUNT_ID,
  BREACH_ID,
  NEXT_RESET_AT,
  NOW,
  accountFixture,
  breachFixture,
  detailFixture,
  snapshotFixture,
  twoStepRules,
} from './account-fixtures.ts';
