/**
 * The payment platform's screens on the server: payment configurations (the secret key never
 * answered and kept on an empty edit, one enabled configuration per channel), the portal's
 * submitted payments listed as payment orders, refunds asked on paid orders only and never
 * above what is left (exact decimals: 0.1 + 0.2), refund orders confirmed or refused with both
 * orders' states following, and wrong-state actions refused in English and Chinese.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import { DB_FILE_NAME } from '../../server/db/database';
import { bearer, callerOf, signIn, startServer, type Method, type TestServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

const PAY = '/hpay/v1/1';
const PRO = '/hpro/v1/1';
const BOUNDARY = '----hpay-test-boundary';
const DAY = 24 * 3600 * 1000;

/** Price lines of 0.1 and 0.2 (no tax): the statement owes USD 0.30. */
const LINES = [
  {
    description: 'Sequencing, 0.1 lane',
    unitPrice: '0.1',
    quantity: '1',
    discount: '0',
    taxCode: 'VAT0',
  },
  {
    description: 'Sequencing, 0.2 lane',
    unitPrice: '0.2',
    quantity: '1',
    discount: '0',
    taxCode: 'VAT0',
  },
];

describe('the payment platform', () => {
  let server: TestServer;
  let db: Database.Database;
  let staff: string;
  let manager: string;
  let operator: string;

  beforeAll(async () => {
    server = await startServer();
    db = new Database(path.join(server.dataDir, DB_FILE_NAME));
    [staff, manager, operator] = await Promise.all([
      signIn(server.app, 'tenant.admin', 'Tenant12345'),
      signIn(server.app, 'manager@lab.example', 'Manager123'),
      signIn(server.app, 'operator', 'Operator123'),
    ]);
  }, 60_000);

  afterAll(async () => {
    db.close();
    await server.close();
  });

  const call = (token: string, method: Method, url: string, payload?: unknown) =>
    callerOf(server.app)(token, method, url, payload);

  /** A 200 answer that is no failure. */
  const ok = async <R = Row>(
    token: string,
    method: Method,
    url: string,
    payload?: unknown,
  ): Promise<R> => {
    const res = await call(token, method, url, payload);
    expect([method, url, res.statusCode, res.json<Row>().failed]).toEqual([
      method,
      url,
      200,
      undefined,
    ]);
    return res.json<R>();
  };

  /** A business refusal (200, failed): its code and message. */
  const refused = async (token: string, method: Method, url: string, payload?: unknown) => {
    const res = await call(token, method, url, payload);
    const body = res.json<{ failed?: boolean; code?: string; message?: string; type?: string }>();
    expect([url, res.statusCode, body.failed]).toEqual([url, 200, true]);
    return { code: body.code, message: body.message, type: body.type };
  };

  /** A 400 refusal naming a field. */
  const invalid = async (token: string, method: Method, url: string, payload?: unknown) => {
    const res = await call(token, method, url, payload);
    expect([url, res.statusCode]).toEqual([url, 400]);
    return res.json<{ code: string; message: string; fields?: Record<string, string> }>();
  };

  const setLanguage = (token: string, language: 'en_US' | 'zh_CN') =>
    call(token, 'PUT', `/iam/hzero/v1/users/default-language?language=${language}`);

  describe('payment configurations', () => {
    const storedSecret = (id: unknown): string | null =>
      (
        db
          .prepare('SELECT secret_key AS secret FROM hpay_pay_config WHERE config_id = ?')
          .get(id) as {
          secret: string | null;
        }
      ).secret;

    it('never answers a secret key, and keeps it when an edit leaves it empty', async () => {
      const listed = await ok<PageBody>(staff, 'GET', `${PAY}/configs?size=100`);
      expect(listed.content.length).toBeGreaterThan(0);
      expect(listed.content.every((row) => row.secretKey === null)).toBe(true);

      const created = await ok(staff, 'POST', `${PAY}/configs`, {
        channelCode: 'UNIONPAY',
        configName: 'UnionPay online',
        merchantId: '898000000000001',
        secretKey: 'unionpay-secret-1',
        notifyUrl: 'https://pay.example.com/hpay/notify/unionpay',
      });
      expect(created).toMatchObject({ channelCode: 'UNIONPAY', enabledFlag: 1, secretKey: null });
      const id = created.configId;
      const sealed = storedSecret(id);
      expect(sealed).toMatch(/^v1:/);
      expect(sealed).not.toContain('unionpay-secret-1');
      expect(await ok(staff, 'GET', `${PAY}/configs/${String(id)}`)).toMatchObject({
        secretKey: null,
      });

      for (const empty of [null, undefined]) {
        const current = await ok(staff, 'GET', `${PAY}/configs/${String(id)}`);
        const saved = await ok(staff, 'PUT', `${PAY}/configs`, {
          ...current,
          configName: `UnionPay online ${String(empty)}`,
          secretKey: empty,
        });
        expect(saved).toMatchObject({ secretKey: null });
        expect(storedSecret(id)).toBe(sealed);
      }
      const current = await ok(staff, 'GET', `${PAY}/configs/${String(id)}`);
      await ok(staff, 'PUT', `${PAY}/configs`, { ...current, secretKey: 'unionpay-secret-2' });
      expect(storedSecret(id)).not.toBe(sealed);

      const csv = await call(staff, 'GET', `${PAY}/configs/export`);
      expect(csv.statusCode).toBe(200);
      expect(csv.body).not.toContain('unionpay-secret');
    });

    it('refuses a second enabled configuration of a channel, naming the enabled one', async () => {
      const alipay = {
        channelCode: 'ALIPAY',
        configName: 'Alipay (second merchant)',
        merchantId: '2088000000000002',
      };
      const count = () =>
        (
          db
            .prepare(
              "SELECT COUNT(*) AS n FROM hpay_pay_config WHERE tenant_id = 1 AND channel_code = 'ALIPAY'",
            )
            .get() as { n: number }
        ).n;
      const before = count();
      expect(await refused(staff, 'POST', `${PAY}/configs`, alipay)).toEqual({
        code: 'error.hpay.channel_enabled',
        message: 'Alipay (main merchant) is the enabled Alipay configuration; disable it first',
        type: 'warn',
      });
      expect(count()).toBe(before);

      // A disabled one is kept; enabling it, by the switch or by a save, is refused.
      const spare = await ok(staff, 'POST', `${PAY}/configs`, { ...alipay, enabledFlag: 0 });
      const id = Number(spare.configId);
      expect((await refused(staff, 'POST', `${PAY}/configs/enable`, [id])).code).toBe(
        'error.hpay.channel_enabled',
      );
      expect(
        (await refused(staff, 'PUT', `${PAY}/configs`, { ...spare, enabledFlag: 1 })).code,
      ).toBe('error.hpay.channel_enabled');
      // The channel is fixed once created: the ids and keys are the channel's.
      const moved = await refused(staff, 'PUT', `${PAY}/configs`, {
        ...spare,
        channelCode: 'UNIONPAY',
        enabledFlag: 1,
      });
      expect(moved.code).toBe('error.code_immutable');
      expect(await ok(staff, 'GET', `${PAY}/configs/${id}`)).toMatchObject({
        channelCode: 'ALIPAY',
        enabledFlag: 0,
      });

      await setLanguage(staff, 'zh_CN');
      try {
        expect((await refused(staff, 'POST', `${PAY}/configs/enable`, [id])).message).toBe(
          '「Alipay (main merchant)」是已启用的支付宝配置，请先停用它',
        );
      } finally {
        await setLanguage(staff, 'en_US');
      }

      // Once the enabled one is disabled, the other may be enabled.
      const main = (
        await ok<PageBody>(staff, 'GET', `${PAY}/configs?channelCode=ALIPAY&size=100`)
      ).content.find((row) => row.enabledFlag === 1 && row.configId !== id);
      await ok(staff, 'POST', `${PAY}/configs/disable`, [main?.configId]);
      const [enabled] = await ok<Row[]>(staff, 'POST', `${PAY}/configs/enable`, [id]);
      expect(enabled).toMatchObject({ configId: id, enabledFlag: 1 });
    });
  });

  describe('payment and refund orders', () => {
    let uploads = 0;
    const upload = async (): Promise<string> => {
      uploads += 1;
      const body = Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="bucket"\r\n\r\nportal\r\n` +
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="proof-${uploads}.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        Buffer.from('%PDF-1.4 transfer receipt'),
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
      const res = await server.app.inject({
        method: 'POST',
        url: '/hfle/v1/1/files/multipart',
        headers: {
          ...bearer(manager),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
      return res.body;
    };

    /** A statement of USD 0.30 issued from a demo order, taken as far as `until`. */
    const statement = async (
      until: 'Unpaid' | 'PaymentSubmitted' | 'Rejected' | 'Paid',
      reference: string,
    ): Promise<{ id: number; code: string }> => {
      const sources = await ok<{ orders: { orderId: number }[] }>(
        staff,
        'GET',
        `${PRO}/staff/statements/sources`,
      );
      const order = sources.orders[0];
      if (!order) throw new Error('No demo order left to issue a statement from');
      let current = await ok<Row>(staff, 'POST', `${PRO}/staff/statements`, {
        orderId: order.orderId,
        currencyCode: 'USD',
        lines: LINES,
      });
      expect(current).toMatchObject({ status: 'Unpaid', total: '0.30' });
      const id = Number(current.statementId);
      if (until !== 'Unpaid') {
        current = await ok(manager, 'POST', `${PRO}/statements/${id}/payment`, {
          objectVersionNumber: current.objectVersionNumber,
          reference,
          paidDate: new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10),
          proofFileUrl: await upload(),
        });
      }
      if (until === 'Paid' || until === 'Rejected') {
        current = await ok(
          staff,
          'POST',
          `/hpay/v1/1/payments/${id}/${until === 'Paid' ? 'confirm' : 'reject'}`,
          {
            objectVersionNumber: current.objectVersionNumber,
            reason: 'The transfer was not received',
          },
        );
      }
      expect(current.status).toBe(until);
      return { id, code: String(current.statementCode) };
    };

    const order = (id: number) => ok(staff, 'GET', `${PAY}/payment-orders/${id}`);
    const refunds = async (paymentOrderId: number) =>
      (
        await ok<PageBody>(
          staff,
          'GET',
          `${PAY}/refund-orders?paymentOrderId=${paymentOrderId}&sort=refundOrderId,asc`,
        )
      ).content;
    const refund = (id: number, payload: unknown = {}) =>
      call(staff, 'POST', `${PAY}/payment-orders/${id}/refund`, payload);
    const confirm = (id: unknown) =>
      call(staff, 'POST', `${PAY}/refund-orders/${String(id)}/confirm`, {});
    const refuse = (id: unknown, payload: object = {}) =>
      call(staff, 'PUT', `${PAY}/refund-orders/refused`, { ...payload, refundOrderId: id });
    const unread = async (token: string) =>
      (await ok<{ unreadMessageCount: number }>(token, 'GET', '/hmsg/v1/1/messages/user/count'))
        .unreadMessageCount;

    let paid: { id: number; code: string };
    let waiting: { id: number; code: string };
    let rejected: { id: number; code: string };
    let unpaid: { id: number; code: string };

    beforeAll(async () => {
      paid = await statement('Paid', 'TRX-PAID-1');
      waiting = await statement('PaymentSubmitted', 'TRX-WAIT-1');
      rejected = await statement('Rejected', 'TRX-REJ-1');
      unpaid = await statement('Unpaid', '');
    }, 60_000);

    it('lists the portal’s submitted payments as payment orders, each in its state', async () => {
      const listed = await ok<PageBody>(staff, 'GET', `${PAY}/payment-orders?size=100`);
      const byId = new Map(listed.content.map((row) => [row.paymentOrderId, row]));
      expect(byId.get(paid.id)).toMatchObject({
        orderNum: paid.code,
        channelCode: 'BANK_TRANSFER',
        channelTradeNo: 'TRX-PAID-1',
        currencyCode: 'USD',
        amount: '0.30',
        refundedAmount: '0.00',
        status: 'PAID',
        paidTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      });
      expect(byId.get(waiting.id)).toMatchObject({ status: 'UNPAID', paidTime: null });
      expect(byId.get(rejected.id)).toMatchObject({ status: 'CLOSED', paidTime: null });
      expect(byId.has(unpaid.id)).toBe(false);
      const onlyPaid = await ok<PageBody>(
        staff,
        'GET',
        `${PAY}/payment-orders?status=PAID&size=100`,
      );
      expect(onlyPaid.content.every((row) => row.status === 'PAID')).toBe(true);
      // Read-mostly: no create, edit or delete.
      expect(
        (await call(staff, 'POST', `${PAY}/payment-orders`, { orderNum: 'X' })).statusCode,
      ).toBe(404);
      expect((await call(staff, 'GET', `${PAY}/payment-orders/export`)).statusCode).toBe(200);
    });

    it('refunds only a paid order, never above what is paid and not yet refunded', async () => {
      for (const other of [waiting, rejected]) {
        const status = other === waiting ? 'Waiting for confirmation' : 'Closed (rejected)';
        expect(
          await refused(staff, 'POST', `${PAY}/payment-orders/${other.id}/refund`, {}),
        ).toEqual({
          code: 'error.action.state',
          message: `The payment order ${other.code} is ${status}: “Refund” is not possible now`,
          type: 'warn',
        });
      }
      expect((await refund(unpaid.id)).statusCode).toBe(404);
      expect(await refunds(waiting.id)).toEqual([]);

      const tooMuch = await refund(paid.id, { refundAmount: '0.31' });
      expect(tooMuch.json()).toMatchObject({
        failed: true,
        code: 'error.hpay.refund_amount',
        message: `A refund of payment order ${paid.code} is at most USD 0.30: USD 0.30 paid, USD 0.00 refunded`,
      });
      // Decimal text only, at the currency's precision, above 0; a reason of 240 characters at most.
      for (const bad of [
        { refundAmount: 0.1 },
        { refundAmount: '0.001' },
        { refundAmount: '0' },
        { refundAmount: '-0.1' },
        { refundAmount: '1e-1' },
      ]) {
        const answer = await invalid(staff, 'POST', `${PAY}/payment-orders/${paid.id}/refund`, bad);
        expect([bad, answer.code, Object.keys(answer.fields ?? {})]).toEqual([
          bad,
          'error.validation',
          ['refundAmount'],
        ]);
      }
      expect(
        (
          await invalid(staff, 'POST', `${PAY}/payment-orders/${paid.id}/refund`, {
            reason: 'x'.repeat(241),
          })
        ).fields,
      ).toHaveProperty('reason');
      expect(
        (await invalid(staff, 'POST', `${PAY}/payment-orders/${paid.id}/refund`, [1, 2])).code,
      ).toBe('error.validation');
      expect(await refunds(paid.id)).toEqual([]);

      const asked = await ok<{ row: Row; message: string }>(
        staff,
        'POST',
        `${PAY}/payment-orders/${paid.id}/refund`,
        {
          refundAmount: '0.1',
          reason: 'One lane was not run',
        },
      );
      expect(asked.message).toBe(
        `Refund order RF-${paid.code}-1 of USD 0.10 waits for confirmation`,
      );
      expect(asked.row).toMatchObject({ status: 'REFUNDING', refundedAmount: '0.00' });
      const [first] = await refunds(paid.id);
      expect(first).toMatchObject({
        refundNum: `RF-${paid.code}-1`,
        orderNum: paid.code,
        currencyCode: 'USD',
        refundAmount: '0.10',
        reason: 'One lane was not run',
        status: 'PENDING',
        requestedByName: 'Tina Tenant-Admin',
      });
      // One refund waits at a time: the order is no longer PAID.
      expect(
        (
          await refused(staff, 'POST', `${PAY}/payment-orders/${paid.id}/refund`, {
            refundAmount: '0.01',
          })
        ).message,
      ).toBe(`The payment order ${paid.code} is Refunding: “Refund” is not possible now`);

      const before = await unread(manager);
      const confirmed = await confirm(first?.refundOrderId);
      expect(confirmed.json()).toMatchObject({
        row: { status: 'REFUNDED', decidedByName: 'Tina Tenant-Admin' },
        message: `Refunded USD 0.10; payment order ${paid.code} is now Paid`,
      });
      expect(await order(paid.id)).toMatchObject({ status: 'PAID', refundedAmount: '0.10' });
      // The customers hear of the refund.
      expect(await unread(manager)).toBe(before + 1);

      // 0.30 - 0.10 leaves exactly 0.20: 0.21 is too much, 0.2 is not (0.1 + 0.2 = 0.3).
      expect((await refund(paid.id, { refundAmount: '0.21' })).json()).toMatchObject({
        code: 'error.hpay.refund_amount',
        message: `A refund of payment order ${paid.code} is at most USD 0.20: USD 0.30 paid, USD 0.10 refunded`,
      });
      await ok(staff, 'POST', `${PAY}/payment-orders/${paid.id}/refund`, { refundAmount: '0.2' });
      const second = (await refunds(paid.id))[1];
      expect(second).toMatchObject({ refundNum: `RF-${paid.code}-2`, refundAmount: '0.20' });
      expect(await order(paid.id)).toMatchObject({ status: 'REFUNDING', refundedAmount: '0.10' });

      // Refused with a reason: the amount stays paid.
      const refusedRefund = await refuse(second?.refundOrderId, { reason: 'Asked twice' });
      expect(refusedRefund.json()).toMatchObject({
        row: { status: 'REFUSED', refuseReason: 'Asked twice' },
        message: `Refund RF-${paid.code}-2 refused; payment order ${paid.code} is Paid again`,
      });
      expect(await order(paid.id)).toMatchObject({ status: 'PAID', refundedAmount: '0.10' });

      // Without an amount: all that is left; confirmed, the order is refunded in full.
      await ok(staff, 'POST', `${PAY}/payment-orders/${paid.id}/refund`, {});
      const third = (await refunds(paid.id))[2];
      expect(third).toMatchObject({ refundAmount: '0.20', status: 'PENDING', reason: null });
      expect((await confirm(third?.refundOrderId)).json()).toMatchObject({
        message: `Refunded USD 0.20; payment order ${paid.code} is now Refunded`,
      });
      expect(await order(paid.id)).toMatchObject({ status: 'REFUNDED', refundedAmount: '0.30' });
      expect(
        (await refused(staff, 'POST', `${PAY}/payment-orders/${paid.id}/refund`, {})).message,
      ).toBe(`The payment order ${paid.code} is Refunded: “Refund” is not possible now`);
    });

    it('refuses a decision on a refund order that no longer waits, in the caller’s language', async () => {
      const [done, dropped] = await refunds(paid.id);
      const stored = () =>
        db
          .prepare(
            'SELECT status, refuse_reason AS reason FROM hpay_refund_orders WHERE statement_id = ? ORDER BY refund_order_id',
          )
          .all(paid.id);
      const before = stored();
      expect(
        await refused(staff, 'PUT', `${PAY}/refund-orders/refused`, {
          refundOrderId: done?.refundOrderId,
        }),
      ).toEqual({
        code: 'error.action.state',
        message: `The refund order RF-${paid.code}-1 is Refunded: “Refuse” is not possible now`,
        type: 'warn',
      });
      expect(
        (
          await refused(
            staff,
            'POST',
            `${PAY}/refund-orders/${String(dropped?.refundOrderId)}/confirm`,
            {},
          )
        ).message,
      ).toBe(`The refund order RF-${paid.code}-2 is Refused: “Confirm” is not possible now`);
      await setLanguage(staff, 'zh_CN');
      try {
        expect(
          (
            await refused(
              staff,
              'POST',
              `${PAY}/refund-orders/${String(dropped?.refundOrderId)}/confirm`,
              {},
            )
          ).message,
        ).toBe(`退款订单 RF-${paid.code}-2 当前为已拒绝，现在不能“确认退款”`);
        expect(
          (
            await refused(staff, 'PUT', `${PAY}/refund-orders/refused`, {
              refundOrderId: done?.refundOrderId,
            })
          ).message,
        ).toBe(`退款订单 RF-${paid.code}-1 当前为已退款，现在不能“拒绝”`);
        expect(
          (await refused(staff, 'POST', `${PAY}/payment-orders/${waiting.id}/refund`, {})).message,
        ).toBe(`支付订单 ${waiting.code} 当前为待确认，现在不能“退款”`);
        expect((await refund(paid.id, {})).json()).toMatchObject({
          message: `支付订单 ${paid.code} 当前为已退款，现在不能“退款”`,
        });
      } finally {
        await setLanguage(staff, 'en_US');
      }
      expect(stored()).toEqual(before);
      expect(await order(paid.id)).toMatchObject({ status: 'REFUNDED', refundedAmount: '0.30' });
    });

    it('keeps the orders to the tenant’s staff holding the codes', async () => {
      expect((await call(manager, 'GET', `${PAY}/payment-orders`)).statusCode).toBe(403);
      expect((await call(manager, 'GET', `${PAY}/refund-orders`)).statusCode).toBe(403);
      const denied = await call(operator, 'POST', `${PAY}/payment-orders/${waiting.id}/refund`, {});
      expect([denied.statusCode, denied.json<Row>().message]).toEqual([
        403,
        'You do not have the permission hpay.payment-order.list-refund',
      ]);
      expect((await call(staff, 'GET', '/hpay/v1/2/payment-orders')).statusCode).toBe(403);
      expect(
        (await call(staff, 'POST', `${PAY}/payment-orders/999999/refund`, {})).statusCode,
      ).toBe(404);
      expect(
        (await call(staff, 'POST', `${PAY}/refund-orders/999999/confirm`, {})).statusCode,
      ).toBe(404);
    });
  });
});
