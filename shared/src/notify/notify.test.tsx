import { describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { notify, useNotificationsRequested } from './index.ts';

describe('notify', () => {
  it('asks the shell to mount its toast host on the first toast only', async () => {
    const { result } = renderHook(() => useNotificationsRequested());
    expect(result.current).toBe(false);
    await act(async () => {
      await notify({ title: 'Logged Out', message: 'See you soon' });
    });
    expect(result.current).toBe(true);
  });
});
