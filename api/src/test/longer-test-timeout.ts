import { jest } from '@jest/globals';

// Each integration file creates its own databases and some tests sweep every route; PostgreSQL setup
// and a busy CI machine can take longer than Jest's 5 s default. Set here because a project's
// `testTimeout` is ignored when Jest runs several projects at once.
jest.setTimeout(30_000);
