import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ZReceiptPage, type TReceipt } from '@propdesk/shared/contracts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useNotificationFirm, type TPerson } from '../../test/notification-firm.ts';
import { buyAccount } from '../../test/trading-fixtures.ts';
import { MailMessage } from '../mail/index.ts';
import { formatMoney } from '../notifications/index.ts';
import { Plan } from '../plans/index.ts';
import { OrganizationMember } from '../tenancy/index.ts';
import { Order } from '../trading-accounts/index.ts';
import { ReceiptBook } from './receipt-book.entity.ts';
import { issueReceipts } from './receipt-issuance.ts';
import { takeReceiptNumbers } from './receipt-numbers.ts';

/** A text with the no-break spaces Intl puts in amounts and dates as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** What pdftotext reads in a PDF, line by line, trimmed. */
function pdfLines(pdf: Buffer): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'receipt-text-'));
  try {
    writeFileSync(join(folder, 'receipt.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', 'receipt.pdf', '-'], { cwd: folder, encoding: 'utf8' })
      .split('\n')
      .map((line) =>
        plain(line)
          .trim()
          .replace(/\s{2,}/g, '  '),
      );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe.each(TEST_DRIVERS)('receipts (%s)', (driver) => {
  const { handle, em, tokens, users, dispatch, planId, firm, emailOf } = useNotificationFirm(
    driver,
    'receipts',
  );
  const app = () => handle.app();
  const get = (url: string, token?: string) =>
    app().inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) });
  const receiptsOf = async (token: string, query = 'pageSize=100') => {
    const response = await get(`/api/me/receipts?${query}`, token);
    expect(response.statusCode).toBe(200);
    return ZReceiptPage.parse(response.json());
  };
  /** Buys the firm's plan as `who`, dispatches what the payment published, answers the newest receipt. */
  const buy = async (who: TPerson, beforeDispatch?: (order: { id: string }) => Promise<void>) => {
    await buyAccount(app(), tokens[who], planId());
    const order = await em().findOneOrFail(
      Order,
      { user: users[who].id },
      { orderBy: { createdAt: 'desc' } },
    );
    await beforeDispatch?.(order);
    // Twice: the receipt's own notification is published while the payment's events are handled.
    await dispatch();
    await dispatch();
    const [receipt] = (await receiptsOf(tokens[who])).receipts;
    if (receipt === undefined) throw new Error('no receipt was issued');
    return { receipt, order };
  };
  const receiptMailsTo = (who: TPerson) =>
    em().find(MailMessage, { to: emailOf(who), purpose: 'notification' }, { orderBy: { createdAt: 'asc' } });
  const sequenceOf = (receipt: TReceipt) => Number(receipt.number.slice(2));

  it('issues a receipt for a paid sandbox order and mails it in the trader’s language, with no tax line', async () => {
    const { receipt, order } = await buy('trader');
    const plan = await em().findOneOrFail(Plan, { id: planId() });
    expect(receipt).toMatchObject({
      number: expect.stringMatching(/^R-\d{6}$/),
      issuedAt: order.paidAt?.toISOString(),
      organizationName: firm().name,
      program: 'two_step',
      accountSizeMinor: plan.accountSizeMinor,
      listPriceMinor: plan.feeMinor,
      couponCode: null,
      discountMinor: 0,
      amountPaidMinor: plan.feeMinor,
      currency: 'USD',
      taxRateBasisPoints: null,
      taxMinor: null,
    });
    // The trader reads Italian: the mail is theirs, under the firm's name, with every line and the link.
    const [mail] = (await receiptMailsTo('trader')).filter((sent) => sent.subject.includes(receipt.number));
    expect(mail?.language).toBe('it');
    expect(mail?.subject).toBe(`La tua ricevuta ${receipt.number} di ${firm().name}`);
    expect(mail?.text).toContain('Piano: Challenge in 2 fasi');
    expect(mail?.text).toContain(`Prezzo: ${formatMoney(plan.feeMinor, 'USD', 'it')}`);
    expect(mail?.text).toContain(`Importo pagato: ${formatMoney(plan.feeMinor, 'USD', 'it')}`);
    expect(mail?.text).toMatch(/\/profile\n/);
    expect(mail?.text).not.toContain('Coupon');
    expect(mail?.text).not.toContain('Imposte');

    // Handled again (a replayed event, another instance), the order gets no second receipt.
    expect(await issueReceipts(em(), [order.id])).toBe(0);
    expect((await receiptsOf(tokens.trader)).total).toBe(1);
  });

  it('numbers receipts one after another within a firm, and from 1 in another firm', async () => {
    const first = (await buy('neighbour')).receipt;
    const second = (await buy('trader')).receipt;
    expect(sequenceOf(second)).toBe(sequenceOf(first) + 1);
    // The neighbour reads English.
    const mail = (await receiptMailsTo('neighbour')).find((sent) => sent.subject.includes(first.number));
    expect(mail?.subject).toBe(`Your receipt ${first.number} from ${firm().name}`);
    expect(mail?.text).toContain('Amount paid: ');

    const manager = em();
    const otherFirm = (await manager.findOneOrFail(OrganizationMember, { user: users.otherOwner.id }))
      .organization;
    const otherPlan = await manager.findOneOrFail(Plan, { organization: otherFirm.id, program: 'two_step' });
    const buyer = await createTestAccount(manager, {
      email: `buyer-${driver}@receipts-other.example.com`,
      organization: otherFirm,
    });
    manager.create(OrganizationMember, {
      organization: otherFirm,
      user: buyer,
      role: 'user',
      status: 'active',
    });
    await manager.flush();
    const token = (await signInAs(app(), { email: buyer.email })).accessToken;
    await buyAccount(app(), token, otherPlan.id);
    await dispatch();
    expect((await receiptsOf(token)).receipts.map((receipt) => receipt.number)).toEqual(['R-000001']);
  });

  it('prints the tax a rate includes, and the coupon the order had, in the receipt and its mail', async () => {
    // The firm's book exists since its first receipt; the rate is set as the settings route sets it.
    expect(
      await em().nativeUpdate(ReceiptBook, { organization: firm().id }, { taxRateBasisPoints: 2100 }),
    ).toBe(1);
    const plan = await em().findOneOrFail(Plan, { id: planId() });
    // The coupon's columns set as the checkout writes them: 50.00 off, the plan's price their sum.
    const { receipt } = await buy('neighbour', async (order) => {
      await em().nativeUpdate(
        Order,
        { id: order.id },
        { couponCode: 'SPRING50', discountMinor: 5_000, priceMinor: plan.feeMinor - 5_000 },
      );
    });
    const paid = plan.feeMinor - 5_000;
    // Tax-inclusive: paid × 21 / 121, to the nearest cent.
    const tax = Math.round((paid * 2_100) / 12_100);
    expect(receipt).toMatchObject({
      listPriceMinor: plan.feeMinor,
      couponCode: 'SPRING50',
      discountMinor: 5_000,
      amountPaidMinor: paid,
      taxRateBasisPoints: 2_100,
      taxMinor: tax,
    });
    const mail = (await receiptMailsTo('neighbour')).find((sent) => sent.subject.includes(receipt.number));
    expect(mail?.text).toContain(`Coupon SPRING50: −${formatMoney(5_000, 'USD', 'en')}`);
    expect(mail?.text).toContain(`Tax included (21%): ${formatMoney(tax, 'USD', 'en')}`);
    await em().nativeUpdate(ReceiptBook, { organization: firm().id }, { taxRateBasisPoints: null });
  });

  it('prints a receipt as a PDF in the trader’s language, from the receipt as it was issued', async () => {
    const [receipt] = (await receiptsOf(tokens.trader)).receipts;
    if (receipt === undefined) throw new Error('the trader has receipts by now');
    const response = await get(`/api/me/receipts/${receipt.id}/pdf`, tokens.trader);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="ricevuta-${receipt.number}.pdf"`);
    const lines = pdfLines(response.rawPayload);
    expect(lines).toContain(firm().name);
    expect(lines).toContain('RICEVUTA');
    expect(lines).toContain(`Numero di ricevuta  ${receipt.number}`);
    expect(lines).toContain('Intestata a  trader Tester');
    expect(lines).toContain(emailOf('trader'));
    const money = (amountMinor: number) => plain(formatMoney(amountMinor, 'USD', 'it'));
    expect(lines).toContain(
      `Piano: Challenge in 2 fasi, ${money(receipt.accountSizeMinor)}  ${money(receipt.listPriceMinor)}`,
    );
    expect(lines).toContain(`Importo pagato  ${money(receipt.amountPaidMinor)}`);
    expect(lines).toContain('I prezzi includono le imposte applicabili.');
    expect(lines.some((line) => line.startsWith('Imposte'))).toBe(false);
  });

  it('pages the list on the server and shows no one else’s receipts', async () => {
    const all = await receiptsOf(tokens.trader);
    expect(all.total).toBeGreaterThanOrEqual(2);
    const second = await receiptsOf(tokens.trader, 'page=2&pageSize=1');
    expect(second).toMatchObject({ total: all.total, page: 2, pageSize: 1 });
    expect(second.receipts.map((receipt) => receipt.id)).toEqual([all.receipts[1]?.id]);
    expect((await receiptsOf(tokens.trader, 'page=50&pageSize=10')).total).toBe(all.total);
    expect((await receiptsOf(tokens.owner)).receipts).toEqual([]);
  });

  it('hands out distinct numbers to receipts of one firm issued at the same time', async () => {
    const orm = handle.database().orm;
    const taken = await Promise.all(
      Array.from({ length: 12 }, () =>
        orm.em
          .fork()
          .transactional((tx) =>
            takeReceiptNumbers(tx, { organizationId: firm().id, count: 2, now: new Date() }),
          ),
      ),
    );
    const numbers = taken.flatMap(({ first }) => [first, first + 1]);
    expect(new Set(numbers).size).toBe(24);
  });

  it('answers 404 for another trader’s receipt, in this firm or another, and refuses bad input', async () => {
    const [receipt] = (await receiptsOf(tokens.trader)).receipts;
    if (receipt === undefined) throw new Error('the trader has receipts by now');
    const pdfUrl = `/api/me/receipts/${receipt.id}/pdf`;
    expect((await get(pdfUrl, tokens.neighbour)).statusCode).toBe(404);
    expect((await get(pdfUrl, tokens.otherOwner)).statusCode).toBe(404);
    expect((await get(pdfUrl)).statusCode).toBe(401);
    expect((await get('/api/me/receipts/not-a-receipt/pdf', tokens.trader)).statusCode).toBe(400);
    expect((await get('/api/me/receipts?pageSize=0', tokens.trader)).statusCode).toBe(400);
    expect((await get('/api/me/receipts?page=first', tokens.trader)).statusCode).toBe(400);
    expect((await get('/api/me/receipts')).statusCode).toBe(401);
  });
});
