import { describe } from '@jest/globals';
import { itHasEveryKeyInEveryLanguage } from '../../../testing/catalog-tests.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { it } from './it.ts';

describe('certificate verification texts', () => itHasEveryKeyInEveryLanguage({ en, es, it }));
