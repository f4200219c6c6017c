import { describe, expect, it } from '@jest/globals';
import {
  ZWhiteLabelRequest,
  ZWhiteLabelRequestPageQuery,
  ZWhiteLabelRequestStatusChange,
} from './white-label.ts';

const REQUEST = {
  companyName: 'Nova Capital Ltd',
  contactName: 'Nina Nova',
  email: 'nina@nova.example',
  expectedTraders: '100_1000',
};

describe('white-label contracts', () => {
  it('takes a firm’s request with a web address of its own, never a script address', () => {
    expect(ZWhiteLabelRequest.safeParse({ ...REQUEST, website: 'https://nova.example' }).success).toBe(true);
    expect(ZWhiteLabelRequest.safeParse({ ...REQUEST, website: 'javascript:alert(1)' }).success).toBe(false);
    expect(ZWhiteLabelRequest.safeParse({ ...REQUEST, expectedTraders: 'lots' }).success).toBe(false);
  });

  it('reads a page query from the address, twenty a page unless asked', () => {
    expect(ZWhiteLabelRequestPageQuery.parse({ page: '2' })).toEqual({ page: 2, pageSize: 20 });
    expect(ZWhiteLabelRequestPageQuery.safeParse({ pageSize: '500' }).success).toBe(false);
  });

  it('keeps an internal note within its limit', () => {
    expect(ZWhiteLabelRequestStatusChange.parse({ status: 'contacted', note: '  Called.  ' }).note).toBe(
      'Called.',
    );
    expect(
      ZWhiteLabelRequestStatusChange.safeParse({ status: 'contacted', note: 'x'.repeat(2001) }).success,
    ).toBe(false);
  });
});
