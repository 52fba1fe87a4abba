/**
 * Invoices (hivc) on the server, as an API caller sees them: amounts and totals computed by
 * the server from the lines in exact decimals (each line half-up to 2 decimals, totals the
 * sums), totals sent by the caller ignored, bad lines and tax numbers refused with 400 naming
 * the field, a generated number, issuing refused without lines or without what the type
 * needs, issue then void with a reason, an issued or voided invoice kept as it is, Chinese
 * refusals, and another tenant's invoices out of reach.
 */
import { apiAs, callerOf, signIn, startServer, type Method, type TestServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

const IVC = '/hivc/v1/1/invoice-headers';

/** A complete electronic ordinary invoice's header (without lines). */
const HEADER = {
  invoiceType: 'E_ORDINARY',
  buyerName: 'Test Buyer Co., Ltd.',
  buyerTaxNo: '91310000MA1FL1234X',
  sellerName: 'Novo Gene Laboratory Co., Ltd.',
  sellerTaxNo: '91310115MA1H7G2K3P',
  currencyCode: 'CNY',
};

/** A new line of a save. */
const line = (values: Row): Row => ({
  itemName: 'Sample shipping kit',
  unit: 'box',
  quantity: '3',
  unitPrice: '33.33',
  taxRate: '0.13',
  ...values,
  _status: 'create',
});

describe('invoices', () => {
  let server: TestServer;
  let staff: string;

  beforeAll(async () => {
    server = await startServer();
    staff = await signIn(server.app, 'tenant.admin', 'Tenant12345');
  }, 60_000);

  afterAll(async () => {
    await server.close();
  });

  const call = (method: Method, url: string, payload?: unknown, token = staff) =>
    callerOf(server.app)(token, method, url, payload);

  const { ok, refused, invalid } = apiAs(() => ({ app: server.app, token: staff }));

  const setLanguage = (language: 'en_US' | 'zh_CN') =>
    call('PUT', `/iam/hzero/v1/users/default-language?language=${language}`);

  const lines = async (id: unknown) =>
    (await ok<PageBody>('GET', `${IVC}/${String(id)}/invoiceLines`)).content;

  it('computes each line and the totals on the server, in exact decimals, ignoring sent totals', async () => {
    const created = await ok('POST', IVC, {
      ...HEADER,
      invoiceNum: 'T-MONEY-1',
      amountWithoutTax: '1.00',
      taxAmount: '1.00',
      totalAmount: '9999.99',
      invoiceLines: [line({ amount: '5.00', taxAmount: '5.00' })],
    });
    expect(created).toMatchObject({
      invoiceNum: 'T-MONEY-1',
      status: 'DRAFT',
      amountWithoutTax: '99.99',
      taxAmount: '13.00',
      totalAmount: '112.99',
      issueDate: null,
    });
    expect(await lines(created.invoiceId)).toEqual([
      expect.objectContaining({
        quantity: '3',
        unitPrice: '33.33',
        amount: '99.99',
        taxAmount: '13.00',
      }),
    ]);

    // 0.1 + 0.2 is 0.30 exactly; half a fen rounds up (0.005 -> 0.01, a tax of 0.5 × 1% too),
    // less than half down (a tax of 0.01 × 6% = 0.0006 -> 0.00).
    const [first] = await lines(created.invoiceId);
    const saved = await ok('PUT', `${IVC}/${String(created.invoiceId)}`, {
      ...HEADER,
      invoiceId: created.invoiceId,
      objectVersionNumber: created.objectVersionNumber,
      invoiceLines: [
        { ...first, _status: 'delete' },
        line({ itemName: 'A', quantity: '1', unitPrice: '0.1', taxRate: '0' }),
        line({ itemName: 'B', quantity: '1', unitPrice: '0.2', taxRate: '0' }),
        line({ itemName: 'C', quantity: '0.5', unitPrice: '1', taxRate: '0.01' }),
        line({ itemName: 'D', quantity: '1', unitPrice: '0.005', taxRate: '0.06' }),
      ],
    });
    expect(saved).toMatchObject({
      amountWithoutTax: '0.81',
      taxAmount: '0.01',
      totalAmount: '0.82',
    });
    expect((await lines(created.invoiceId)).map((item) => [item.amount, item.taxAmount])).toEqual([
      ['0.10', '0.00'],
      ['0.20', '0.00'],
      ['0.50', '0.01'],
      ['0.01', '0.00'],
    ]);
  });

  it('gives a number when none is typed, and refuses a number the tenant already has', async () => {
    const created = await ok('POST', IVC, HEADER);
    expect(created.invoiceNum).toMatch(/^INV\d{8}\d{4}$/);
    expect(created).toMatchObject({ amountWithoutTax: '0.00', totalAmount: '0.00' });
    const next = await ok('POST', IVC, HEADER);
    expect(Number(String(next.invoiceNum).slice(-4))).toBe(
      Number(String(created.invoiceNum).slice(-4)) + 1,
    );
    expect(
      (await refused('POST', IVC, { ...HEADER, invoiceNum: created.invoiceNum })).length,
    ).toBeGreaterThan(0);
  });

  it('refuses bad input with 400 naming the field, never 500', async () => {
    expect(
      await invalid('POST', IVC, { ...HEADER, invoiceLines: [line({ quantity: '-1' })] }),
    ).toMatch(/Quantity/);
    expect(
      await invalid('POST', IVC, { ...HEADER, invoiceLines: [line({ quantity: '0' })] }),
    ).toMatch(/Quantity/);
    expect(
      await invalid('POST', IVC, { ...HEADER, invoiceLines: [line({ unitPrice: '1.5e3' })] }),
    ).toMatch(/Unit price/);
    expect(
      await invalid('POST', IVC, { ...HEADER, invoiceLines: [line({ taxRate: '0.17' })] }),
    ).toMatch(/Tax rate/);
    expect(await invalid('POST', IVC, { ...HEADER, buyerTaxNo: '1234' })).toMatch(
      /Buyer tax number/,
    );
    expect(await invalid('POST', IVC, { ...HEADER, buyerName: '' })).toMatch(/Buyer/);
    expect(await invalid('POST', IVC, { ...HEADER, invoiceType: 'PAPER' })).toMatch(/Invoice type/);
    expect(await invalid('POST', IVC, { ...HEADER, currencyCode: 'yuan' })).toMatch(/Currency/);
    await setLanguage('zh_CN');
    try {
      expect(
        await invalid('POST', IVC, { ...HEADER, invoiceLines: [line({ quantity: '-1' })] }),
      ).toMatch(/数量/);
    } finally {
      await setLanguage('en_US');
    }
  });

  it('refuses to issue an invoice without lines, or lacking what its type needs', async () => {
    const empty = await ok('POST', IVC, { ...HEADER, invoiceNum: 'T-EMPTY-1' });
    const issue = (row: Row) => `${IVC}/${String(row.invoiceId)}/issue`;
    expect(await refused('POST', issue(empty))).toBe(
      'Invoice T-EMPTY-1 has no lines: add what it is for before issuing it',
    );
    await setLanguage('zh_CN');
    try {
      expect(await refused('POST', issue(empty))).toBe(
        '发票 T-EMPTY-1 没有发票行：请先添加开票内容再开具',
      );
    } finally {
      await setLanguage('en_US');
    }
    const special = await ok('POST', IVC, {
      ...HEADER,
      invoiceNum: 'T-SPECIAL-1',
      invoiceType: 'VAT_SPECIAL',
      buyerTaxNo: null,
      invoiceLines: [line({})],
    });
    expect(await refused('POST', issue(special))).toBe(
      'Invoice T-SPECIAL-1 cannot be issued without: Buyer tax number, Buyer address and phone, Buyer bank and account, Seller address and phone, Seller bank and account',
    );
    expect((await ok('GET', `${IVC}/${String(special.invoiceId)}`)).status).toBe('DRAFT');
  });

  it('issues, then voids with a reason; an issued or voided invoice is kept as it is', async () => {
    const draft = await ok('POST', IVC, {
      ...HEADER,
      invoiceNum: 'T-LIFE-1',
      invoiceLines: [line({})],
    });
    const url = `${IVC}/${String(draft.invoiceId)}`;
    const issued = await ok<{ row: Row; message: string }>('POST', `${url}/issue`);
    expect(issued.message).toBe('Invoice T-LIFE-1 issued: CNY 112.99 with tax');
    expect(issued.row).toMatchObject({ status: 'ISSUED', totalAmount: '112.99' });
    expect(issued.row.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const edit = (row: Row) =>
      refused('PUT', url, {
        ...HEADER,
        invoiceId: row.invoiceId,
        objectVersionNumber: row.objectVersionNumber,
        buyerName: 'Someone else',
        invoiceLines: [line({ quantity: '100' })],
      });
    expect(await edit(issued.row)).toBe(
      'The invoice T-LIFE-1 is Issued: it cannot be changed or deleted',
    );
    expect(await refused('POST', `${url}/issue`)).toBe(
      'The invoice T-LIFE-1 is Issued: “Issue” is not possible now',
    );

    const noReason = await call('POST', `${url}/void`, { invoiceId: draft.invoiceId });
    expect(noReason.statusCode).toBe(400);
    const voided = await ok<{ row: Row; message: string }>('POST', `${url}/void`, {
      invoiceId: draft.invoiceId,
      voidReason: 'Wrong buyer',
    });
    expect(voided.message).toBe('Invoice T-LIFE-1 voided');
    expect(voided.row).toMatchObject({
      status: 'VOIDED',
      voidReason: 'Wrong buyer',
      totalAmount: '112.99',
    });
    expect(await edit(voided.row)).toBe(
      'The invoice T-LIFE-1 is Voided: it cannot be changed or deleted',
    );
    expect(await refused('POST', `${url}/issue`)).toBe(
      'The invoice T-LIFE-1 is Voided: “Issue” is not possible now',
    );
    expect(await refused('POST', `${url}/void`, { voidReason: 'Again' })).toBe(
      'The invoice T-LIFE-1 is Voided: “Void” is not possible now',
    );
    const removal = await refused('DELETE', IVC, [
      { invoiceId: draft.invoiceId, objectVersionNumber: voided.row.objectVersionNumber },
    ]);
    expect(removal).toBe('The invoice T-LIFE-1 is Voided: it cannot be changed or deleted');
    expect(await lines(draft.invoiceId)).toEqual([
      expect.objectContaining({ quantity: '3', amount: '99.99' }),
    ]);
  });

  it('starts each demo tenant with invoices in every state, their totals from their lines', async () => {
    const listed = await ok<PageBody>('GET', `${IVC}?size=100&invoiceNum=INV2026`);
    const byNum = new Map(listed.content.map((row) => [row.invoiceNum, row]));
    expect(byNum.get('INV202601150001')).toMatchObject({
      status: 'ISSUED',
      issueDate: '2026-01-15',
      amountWithoutTax: '37806.00',
      taxAmount: '2268.36',
      totalAmount: '40074.36',
    });
    expect(byNum.get('INV202601200001')).toMatchObject({ status: 'VOIDED' });
    expect(byNum.get('INV202602030001')).toMatchObject({
      status: 'ISSUED',
      amountWithoutTax: '15699.99',
      taxAmount: '949.00',
      totalAmount: '16648.99',
    });
    expect(byNum.get('INV202603100001')).toMatchObject({ status: 'DRAFT' });
  });

  it("keeps a tenant's invoices from another tenant", async () => {
    const mine = await ok('POST', IVC, { ...HEADER, invoiceNum: 'T-MINE-1' });
    expect((await call('GET', '/hivc/v1/2/invoice-headers')).statusCode).toBe(403);
    const admin = await signIn(server.app, 'admin', 'Admin12345');
    const other = await call(
      'GET',
      `/hivc/v1/0/invoice-headers/${String(mine.invoiceId)}`,
      undefined,
      admin,
    );
    expect(other.statusCode).toBe(404);
    const list = await call('GET', '/hivc/v1/0/invoice-headers?size=100', undefined, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json<PageBody>().content.map((row) => row.invoiceNum)).not.toContain('T-MINE-1');
  });
});
