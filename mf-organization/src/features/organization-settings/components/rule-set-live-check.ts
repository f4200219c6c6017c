import { useEffect, useRef, useState } from 'react';
import type { TRuleSetCheck } from '@propdesk/shared/contracts';
import { useCheckRuleSet } from '../rule-set-queries.ts';

/** The account sizes the rules can be read for, and the one shown first. */
export const SAMPLE_SIZES_MINOR = [10_000_00, 25_000_00, 50_000_00, 100_000_00, 200_000_00] as const;
export const DEFAULT_SAMPLE_SIZE_MINOR = 100_000_00;
/** Rule texts name amounts in a currency; the sample account is in the one most plans are sold in. */
export const SAMPLE_CURRENCY = 'USD';
/** Edits this close together are checked once, when the typing pauses. */
const CHECK_DELAY_MS = 400;

type TInput = { data: unknown; accountSizeMinor: number };

/**
 * The api's verdict on rules as they are written, asked again (once typing pauses) whenever they or the
 * sample size change: every problem, or each phase's texts. The first check goes at once. An answer to
 * an older version of the rules is never shown as the verdict on the newer one (`isCurrent`).
 */
export function useLiveRuleSetCheck(organizationId: string, data: unknown, accountSizeMinor: number) {
  const { mutate, isError } = useCheckRuleSet(organizationId);
  const [answer, setAnswer] = useState<{ input: string; check: TRuleSetCheck } | null>(null);
  const hasChecked = useRef(false);
  const input = JSON.stringify({ data, accountSizeMinor } satisfies TInput);

  useEffect(() => {
    let isWanted = true;
    const timer = setTimeout(
      () => {
        hasChecked.current = true;
        const sent = JSON.parse(input) as TInput;
        mutate(
          { data: sent.data, accountSizeMinor: sent.accountSizeMinor, currency: SAMPLE_CURRENCY },
          {
            onSuccess: (check) => {
              if (isWanted) setAnswer({ input, check });
            },
          },
        );
      },
      hasChecked.current ? CHECK_DELAY_MS : 0,
    );
    return () => {
      isWanted = false;
      clearTimeout(timer);
    };
  }, [input, mutate]);

  return { check: answer?.check ?? null, isCurrent: answer?.input === input, isFailed: isError };
}

export type TLiveRuleSetCheck = ReturnType<typeof useLiveRuleSetCheck>;
