/**
 * The portal's money path on the server: a quotation from request to price to decision (each
 * transition and each refusal), its expiry (answered at once, written by the sweep), the
 * project it starts and the staff's moves along the project lifecycle, statements from
 * quotations and orders with their payment and proof file, and the bioinformatics form. Money
 * is exact decimal text that agrees to the cent with the shared arithmetic.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { priceDocument } from '../../domain/portal/money';
import type { AppContext } from '../../server/context';
import { EventBus } from '../../server/services/events';
import { expireQuotations } from '../../server/services/money/quotations';
import { bearer, callerOf, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;
interface Quotation extends Row {
  quotationId: number;
  quotationCode: string;
  status: string;
  objectVersionNumber: number;
  projectId: number | null;
  projectCode: string | null;
  total: string | null;
  net: string | null;
  tax: string | null;
  lines: (Row & { net: string; tax: string; total: string })[];
  history: Row[];
}
interface Statement extends Row {
  statementId: number;
  statementCode: string;
  status: string;
  objectVersionNumber: number;
  total: string;
  lines: Row[];
  history: Row[];
}

const T = '/hpro/v1/1';
const DAY = 24 * 3600 * 1000;
const BOUNDARY = '----money-test-boundary';

/** The awkward lines of the issue: 0.1 + 0.2 units at 3.33, discounts and rates that round. */
const LINES = [
  {
    description: 'Sequencing, 0.1 lane',
    unitPrice: '3.33',
    quantity: '0.1',
    discount: '0',
    taxCode: 'VAT0',
  },
  {
    description: 'Sequencing, 0.2 lane',
    unitPrice: '3.33',
    quantity: '0.2',
    discount: '0',
    taxCode: 'VAT0',
  },
  {
    description: 'RNA-seq library',
    unitPrice: '1999.995',
    quantity: '7',
    discount: '7.25',
    taxCode: 'VAT13',
  },
  { description: 'Analysis', unitPrice: '19.99', quantity: '3', discount: '12.5', taxCode: 'VAT6' },
];
const RATES: Record<string, string> = { VAT0: '0', VAT13: '13', VAT6: '6' };

describe('the money path', () => {
  let server: TestServer;
  let manager: string;
  let member: string;
  let staff: string;

  beforeAll(async () => {
    server = await startServer();
    [manager, member, staff] = await Promise.all([
      signIn(server.app, 'manager@lab.example', 'Manager123'),
      signIn(server.app, 'member@lab.example', 'Member123'),
      signIn(server.app, 'tenant.admin', 'Tenant12345'),
    ]);
  }, 30_000);

  afterAll(() => server.close());

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(server.app)(...args);
  const ok = async <R = Row>(...args: Parameters<typeof call>): Promise<R> => {
    const res = await call(...args);
    const body = res.json<R & { failed?: boolean; message?: string }>();
    if (res.statusCode !== 200 || body.failed) {
      throw new Error(`${args[1]} ${args[2]}: ${res.statusCode} ${res.body}`);
    }
    return body;
  };
  const refused = async (res: Promise<LightMyRequestResponse>, code: string) => {
    const answer = await res;
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ failed: boolean; code: string; message: string }>();
    expect(body).toMatchObject({ failed: true, code });
    return body.message;
  };
  const unread = async (token: string): Promise<number> =>
    (await ok<{ unreadMessageCount: number }>(token, 'GET', '/hmsg/v1/1/messages/user/count'))
      .unreadMessageCount;
  const db = () => new Database(path.join(server.dataDir, 'hzero.db'));
  /** The date today at a UTC offset in hours: each user's dates are in their time zone. */
  const dayAt = (hours: number) =>
    new Date(Date.now() + hours * 3600 * 1000).toISOString().slice(0, 10);
  /** Today for the staff (the demo's tenant.admin: GMT+8). */
  const today = () => dayAt(8);
  /** Today for the customers (the demo's manager and member: GMT+1). */
  const customersToday = () => dayAt(1);

  const request = {
    title: 'Mouse liver RNA-seq',
    services: [{ productId: 2, sampleCount: 12 }],
    readLength: 'PE150',
    depthGb: '6',
    analysis: 'Standard',
    notes: null,
  };

  /** A request sent for a price by `token`. */
  const submitted = async (token = manager): Promise<Quotation> => {
    const draft = await ok<Quotation>(token, 'POST', `${T}/quotations`);
    const saved = await ok<{ objectVersionNumber: number }>(
      token,
      'PUT',
      `${T}/quotations/${draft.quotationId}/draft`,
      { objectVersionNumber: draft.objectVersionNumber, step: 3, request },
    );
    return ok<Quotation>(token, 'POST', `${T}/quotations/${draft.quotationId}/submit`, saved);
  };

  /** A quotation priced with {@link LINES} and sent, valid until `expiryDate`. */
  const quoted = async (expiryDate = today()): Promise<Quotation> => {
    const sent = await submitted();
    const priced = await ok<Quotation>(
      staff,
      'PUT',
      `${T}/staff/quotations/${sent.quotationId}/pricing`,
      { objectVersionNumber: sent.objectVersionNumber, currencyCode: 'CNY', lines: LINES },
    );
    return ok<Quotation>(staff, 'POST', `${T}/staff/quotations/${sent.quotationId}/send`, {
      objectVersionNumber: priced.objectVersionNumber,
      expiryDate,
    });
  };

  const accepted = async (): Promise<Quotation> => {
    const quotation = await quoted();
    return ok<Quotation>(manager, 'POST', `${T}/quotations/${quotation.quotationId}/accept`, {
      objectVersionNumber: quotation.objectVersionNumber,
    });
  };

  describe('quotations', () => {
    it('saves a draft as typed, refuses an incomplete request, then sends it for a price', async () => {
      const draft = await ok<Quotation>(manager, 'POST', `${T}/quotations`);
      expect(draft).toMatchObject({ status: 'Draft', objectVersionNumber: 1 });
      expect(draft.quotationCode).toMatch(/^QT-\d{4}\d{3,}$/);
      const half = { ...request, title: 'Half done', readLength: null, depthGb: null };
      const saved = await ok<{ objectVersionNumber: number }>(
        manager,
        'PUT',
        `${T}/quotations/${draft.quotationId}/draft`,
        { objectVersionNumber: 1, step: 1, request: half },
      );
      expect(saved.objectVersionNumber).toBe(2);
      // A stale version is refused, whatever it carries.
      await refused(
        call(manager, 'PUT', `${T}/quotations/${draft.quotationId}/draft`, {
          objectVersionNumber: 1,
          step: 1,
          request,
        }),
        'error.optimistic_lock',
      );
      const incomplete = await call(
        manager,
        'POST',
        `${T}/quotations/${draft.quotationId}/submit`,
        saved,
      );
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.json<{ fields: Row }>().fields).toMatchObject({
        readLength: 'Read length is required',
        depthGb: 'Data per sample (Gb) is required',
      });
      // A draft keeps what was typed, even what the rules refuse; sending it checks everything.
      const unknown = await ok<{ objectVersionNumber: number }>(
        manager,
        'PUT',
        `${T}/quotations/${draft.quotationId}/draft`,
        {
          objectVersionNumber: 2,
          step: 1,
          request: { ...request, services: [{ productId: 999, sampleCount: 0 }] },
        },
      );
      const refusedProduct = await call(
        manager,
        'POST',
        `${T}/quotations/${draft.quotationId}/submit`,
        unknown,
      );
      expect(refusedProduct.statusCode).toBe(400);
      expect(refusedProduct.json<{ fields: Row }>().fields).toEqual({
        'services.0.sampleCount':
          'Service 1: Number of samples must be a whole number from 1 to 10000',
      });
      const badProduct = await call(manager, 'PUT', `${T}/quotations/${draft.quotationId}/draft`, {
        objectVersionNumber: 3,
        step: 1,
        request: { ...request, services: [{ productId: 999, sampleCount: 1 }] },
      });
      expect(badProduct.statusCode).toBe(200);
      expect(
        (
          await call(manager, 'POST', `${T}/quotations/${draft.quotationId}/submit`, {
            objectVersionNumber: 4,
          })
        ).json<{ fields: Row }>().fields,
      ).toEqual({
        'services.0.productId': 'Service 1: Service must be one of the choices offered',
      });
      await ok(manager, 'PUT', `${T}/quotations/${draft.quotationId}/draft`, {
        objectVersionNumber: 4,
        step: 3,
        request,
      });
      const sent = await ok<Quotation>(
        manager,
        'POST',
        `${T}/quotations/${draft.quotationId}/submit`,
        {
          objectVersionNumber: 5,
        },
      );
      expect(sent).toMatchObject({ status: 'Submitted', title: 'Mouse liver RNA-seq' });
      expect(sent.history.map((item) => item.status)).toEqual(['Draft', 'Submitted']);
      // A sent request can no longer be changed.
      await refused(
        call(manager, 'PUT', `${T}/quotations/${draft.quotationId}/draft`, {
          objectVersionNumber: sent.objectVersionNumber,
          step: 1,
          request,
        }),
        'error.status',
      );
    });

    it('shows each customer only what they may see; staff never see drafts', async () => {
      const mine = await submitted(manager);
      const draft = await ok<Quotation>(manager, 'POST', `${T}/quotations`);
      // The member sees neither the manager's request nor its code in the list.
      const notThere = await call(member, 'GET', `${T}/quotations/${mine.quotationId}`);
      const missing = await call(member, 'GET', `${T}/quotations/999999`);
      expect(notThere.statusCode).toBe(404);
      expect(notThere.json<Row>().message).toBe(
        String(missing.json<Row>().message).replace('999999', String(mine.quotationId)),
      );
      const memberList = await ok<{ content: Row[] }>(member, 'GET', `${T}/quotations?size=100`);
      expect(memberList.content.map((row) => row.quotationId)).not.toContain(mine.quotationId);
      const staffList = await ok<{ content: Row[] }>(
        staff,
        'GET',
        `${T}/staff/quotations?size=100`,
      );
      const ids = staffList.content.map((row) => row.quotationId);
      expect(ids).toContain(mine.quotationId);
      expect(ids).not.toContain(draft.quotationId);
      expect((await call(staff, 'GET', `${T}/quotations/${draft.quotationId}`)).statusCode).toBe(
        404,
      );
      const customerList = await ok<{ content: Row[] }>(staff, 'GET', `${T}/quotations?size=100`);
      expect(customerList.content.map((row) => row.quotationId)).toContain(mine.quotationId);
      expect(customerList.content.map((row) => row.quotationId)).not.toContain(draft.quotationId);
      // Customers cannot read the staff's list, nor price.
      expect((await call(manager, 'GET', `${T}/staff/quotations`)).statusCode).toBe(403);
      expect(
        (
          await call(manager, 'PUT', `${T}/staff/quotations/${mine.quotationId}/pricing`, {
            objectVersionNumber: mine.objectVersionNumber,
            currencyCode: 'CNY',
            lines: LINES,
          })
        ).statusCode,
      ).toBe(403);
    });

    it('prices awkward lines to the cent, as the shared arithmetic does, and sends the quotation', async () => {
      const before = await unread(manager);
      const sent = await submitted();
      await refused(
        call(staff, 'PUT', `${T}/staff/quotations/${sent.quotationId}/pricing`, {
          objectVersionNumber: sent.objectVersionNumber,
          currencyCode: 'CNY',
          lines: [{ ...LINES[0], taxCode: 'NOPE' }],
        }),
        'error.tax_rate',
      );
      const bad = await call(staff, 'PUT', `${T}/staff/quotations/${sent.quotationId}/pricing`, {
        objectVersionNumber: sent.objectVersionNumber,
        currencyCode: 'CNY',
        lines: [
          { ...LINES[0], unitPrice: '0.1e1' },
          { ...LINES[1], discount: '100.01' },
        ],
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json<{ fields: Row }>().fields)).toEqual([
        'lines.0.unitPrice',
        'lines.1.discount',
      ]);
      const priced = await ok<Quotation>(
        staff,
        'PUT',
        `${T}/staff/quotations/${sent.quotationId}/pricing`,
        // A rate sent by the page is not believed: the master data's is used.
        {
          objectVersionNumber: sent.objectVersionNumber,
          currencyCode: 'CNY',
          lines: LINES.map((line) => ({ ...line, taxRate: '99' })),
        },
      );
      const expected = priceDocument(
        LINES.map((line) => ({ ...line, taxRate: RATES[line.taxCode]! })),
        2,
      );
      expect(priced.lines.map((line) => [line.net, line.tax, line.total])).toEqual(
        expected.lines.map((line) => [line.net, line.tax, line.total]),
      );
      expect(priced.lines.slice(0, 2).map((line) => line.total)).toEqual(['0.33', '0.67']);
      expect(priced).toMatchObject({
        status: 'Submitted',
        currencyCode: 'CNY',
        net: '13038.44',
        tax: '1691.20',
        total: '14729.64',
      });
      expect(priced.total).toBe(expected.totals.total);
      // Sending needs an expiry date from today on.
      const late = await call(staff, 'POST', `${T}/staff/quotations/${sent.quotationId}/send`, {
        objectVersionNumber: priced.objectVersionNumber,
        expiryDate: '2001-01-01',
      });
      expect(late.statusCode).toBe(400);
      const quotedNow = await ok<Quotation>(
        staff,
        'POST',
        `${T}/staff/quotations/${sent.quotationId}/send`,
        {
          objectVersionNumber: priced.objectVersionNumber,
          expiryDate: today(),
        },
      );
      expect(quotedNow).toMatchObject({
        status: 'Quoted',
        expiryDate: today(),
        quotedByName: expect.any(String),
      });
      expect(await unread(manager)).toBe(before + 1);
      // A quoted quotation is not priced again.
      await refused(
        call(staff, 'PUT', `${T}/staff/quotations/${sent.quotationId}/pricing`, {
          objectVersionNumber: quotedNow.objectVersionNumber,
          currencyCode: 'CNY',
          lines: LINES,
        }),
        'error.status',
      );
    });

    it('starts a project when accepted: Created, with its order, history and a message', async () => {
      const quotation = await quoted();
      const before = await unread(manager);
      await refused(
        call(manager, 'POST', `${T}/quotations/${quotation.quotationId}/accept`, {
          objectVersionNumber: quotation.objectVersionNumber - 1,
        }),
        'error.optimistic_lock',
      );
      const done = await ok<Quotation>(
        manager,
        'POST',
        `${T}/quotations/${quotation.quotationId}/accept`,
        {
          objectVersionNumber: quotation.objectVersionNumber,
        },
      );
      expect(done).toMatchObject({
        status: 'Accepted',
        projectCode: expect.stringMatching(/^NL-P/),
      });
      const project = await ok<Row & { orders: Row[]; history: Row[] }>(
        manager,
        'GET',
        `${T}/projects/${done.projectId}`,
      );
      expect(project).toMatchObject({ status: 'Created', projectName: 'Mouse liver RNA-seq' });
      expect(project.orders).toEqual([
        expect.objectContaining({ type: 'sequencing', status: 'Created', sampleCount: 12 }),
      ]);
      expect(project.history).toEqual([
        expect.objectContaining({
          status: 'Created',
          changedBy: 'Mia Manager',
          comment: `From quotation ${quotation.quotationCode}`,
        }),
      ]);
      expect(await unread(manager)).toBe(before + 1);
      await refused(
        call(manager, 'POST', `${T}/quotations/${quotation.quotationId}/reject`, {
          objectVersionNumber: done.objectVersionNumber,
        }),
        'error.status',
      );
    });

    it('is rejected with a reason, and staff cannot decide for the customer', async () => {
      const quotation = await quoted();
      expect(
        (
          await call(staff, 'POST', `${T}/quotations/${quotation.quotationId}/accept`, {
            objectVersionNumber: quotation.objectVersionNumber,
          })
        ).statusCode,
      ).toBe(403);
      const rejected = await ok<Quotation>(
        manager,
        'POST',
        `${T}/quotations/${quotation.quotationId}/reject`,
        {
          objectVersionNumber: quotation.objectVersionNumber,
          reason: 'Over our budget',
        },
      );
      expect(rejected).toMatchObject({ status: 'Rejected', rejectReason: 'Over our budget' });
      expect(rejected.history.at(-1)).toMatchObject({
        status: 'Rejected',
        comment: 'Over our budget',
      });
    });

    it('expires when its date passes: refused at once, written by the sweep with a message', async () => {
      const quotation = await quoted();
      const other = await quoted();
      // The view of the list reads the clock itself: a date in the past shows Expired at once.
      const database = db();
      database
        .prepare('UPDATE portal_quotations SET expires_at = ? WHERE quotation_id = ?')
        .run(Date.now() - 1000, other.quotationId);
      database.close();
      const list = await ok<{ content: Row[] }>(
        manager,
        'GET',
        `${T}/quotations?status=Expired&size=100`,
      );
      expect(list.content.map((row) => row.quotationId)).toContain(other.quotationId);
      expect(list.content.map((row) => row.quotationId)).not.toContain(quotation.quotationId);

      // Two days on, the session of then reads it (a token lasts an hour).
      server.advance(2 * DAY);
      manager = await signIn(server.app, 'manager@lab.example', 'Manager123');
      try {
        const read = await ok<Quotation>(
          manager,
          'GET',
          `${T}/quotations/${quotation.quotationId}`,
        );
        expect(read.status).toBe('Expired');
        const message = await refused(
          call(manager, 'POST', `${T}/quotations/${quotation.quotationId}/accept`, {
            objectVersionNumber: read.objectVersionNumber,
          }),
          'error.quotation_expired',
        );
        expect(message).toBe(
          `Quotation ${quotation.quotationCode} expired on ${today()}; ask for a new quotation`,
        );
        // Reading changed nothing: the history has no Expired row yet.
        expect(read.history.map((item) => item.status)).not.toContain('Expired');
        const before = await unread(manager);
        const expired = sweep(2 * DAY);
        expect(expired).toBeGreaterThanOrEqual(2);
        const after = await ok<Quotation>(
          manager,
          'GET',
          `${T}/quotations/${quotation.quotationId}`,
        );
        expect(after.history.at(-1)).toMatchObject({ status: 'Expired', changedBy: null });
        expect(await unread(manager)).toBeGreaterThanOrEqual(before + 2);
        expect(sweep(2 * DAY)).toBe(0);
      } finally {
        server.advance(-2 * DAY);
        manager = await signIn(server.app, 'manager@lab.example', 'Manager123');
      }
    });
  });

  /**
   * Runs the expiry sweep (as the server's timer does) on the server's database, at a clock
   * `offset` ms ahead: only what the sweep reads of a context is given.
   */
  function sweep(offset: number): number {
    const database = db();
    try {
      const ctx = { db: database, now: () => Date.now() + offset, events: new EventBus() };
      return expireQuotations(ctx as unknown as AppContext);
    } finally {
      database.close();
    }
  }

  describe('the project lifecycle', () => {
    it('moves one step at a time, by staff only, each step recorded and told to the customers', async () => {
      const { projectId } = await accepted();
      const read = () =>
        ok<Row & { history: Row[]; objectVersionNumber: number }>(
          staff,
          'GET',
          `${T}/projects/${projectId}`,
        );
      let project = await read();
      await refused(
        call(staff, 'POST', `${T}/staff/projects/${projectId}/status`, {
          objectVersionNumber: project.objectVersionNumber,
          status: 'Sequencing',
        }),
        'error.project_status_order',
      );
      expect(
        (
          await call(manager, 'POST', `${T}/staff/projects/${projectId}/status`, {
            objectVersionNumber: project.objectVersionNumber,
            status: 'SamplesReceived',
          })
        ).statusCode,
      ).toBe(403);
      const before = await unread(manager);
      for (const status of [
        'SamplesReceived',
        'LibraryPrep',
        'Sequencing',
        'Analysis',
        'DataReleased',
        'Completed',
      ]) {
        project = await ok(staff, 'POST', `${T}/staff/projects/${projectId}/status`, {
          objectVersionNumber: project.objectVersionNumber,
          status,
          comment: `Now ${status}`,
        });
        expect(project.status).toBe(status);
      }
      expect(await unread(manager)).toBe(before + 6);
      expect(project.history.map((item) => [item.status, item.changedBy])).toEqual([
        ['Created', 'Mia Manager'],
        ...[
          'SamplesReceived',
          'LibraryPrep',
          'Sequencing',
          'Analysis',
          'DataReleased',
          'Completed',
        ].map((status) => [status, 'Tina Tenant-Admin']),
      ]);
      await refused(
        call(staff, 'POST', `${T}/staff/projects/${projectId}/status`, {
          objectVersionNumber: project.objectVersionNumber,
          status: 'Completed',
        }),
        'error.project_status_order',
      );
    });
  });

  describe('statements and payment', () => {
    const upload = async (token: string, name: string): Promise<string> => {
      const body = Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="bucket"\r\n\r\nportal\r\n` +
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        Buffer.from('%PDF-1.4 transfer receipt'),
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
      const res = await server.app.inject({
        method: 'POST',
        url: '/hfle/v1/1/files/multipart',
        headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const download = (token: string, url: string) =>
      call(token, 'GET', `/hfle/v1/1/files/download?url=${encodeURIComponent(url)}`);

    it('issues a statement from an accepted quotation at its totals, once', async () => {
      const quotation = await accepted();
      const sources = await ok<{ quotations: Row[] }>(
        staff,
        'GET',
        `${T}/staff/statements/sources`,
      );
      expect(sources.quotations.map((row) => row.quotationId)).toContain(quotation.quotationId);
      const before = await unread(manager);
      const statement = await ok<Statement>(staff, 'POST', `${T}/staff/statements`, {
        quotationId: quotation.quotationId,
        dueDate: today(),
      });
      expect(statement).toMatchObject({
        status: 'Unpaid',
        currencyCode: 'CNY',
        total: quotation.total,
        net: quotation.net,
        tax: quotation.tax,
        quotationCode: quotation.quotationCode,
      });
      expect(statement.lines).toHaveLength(LINES.length);
      expect(await unread(manager)).toBe(before + 1);
      await refused(
        call(staff, 'POST', `${T}/staff/statements`, { quotationId: quotation.quotationId }),
        'error.statement_exists',
      );
      const list = await ok<{ content: Row[] }>(manager, 'GET', `${T}/statements?size=100`);
      expect(list.content).toContainEqual(
        expect.objectContaining({
          statementId: statement.statementId,
          totalAmount: quotation.total,
        }),
      );
    });

    it('is paid with a proof file: submitted, rejected with a reason, submitted again, confirmed', async () => {
      const quotation = await accepted();
      const statement = await ok<Statement>(staff, 'POST', `${T}/staff/statements`, {
        quotationId: quotation.quotationId,
      });
      const id = statement.statementId;
      // The member is not on this project: the statement is not there for them.
      expect((await call(member, 'GET', `${T}/statements/${id}`)).statusCode).toBe(404);
      const stranger = await upload(member, 'not-mine.pdf');
      const payment = {
        objectVersionNumber: statement.objectVersionNumber,
        reference: 'TRX-20250301-77',
        paidDate: customersToday(),
        invoiceTitle: 'Novo Lab Genomics Group',
        taxNumber: '91110000MA01',
        billingAddress: '1 Lab Road',
      };
      const noDate = await call(manager, 'POST', `${T}/statements/${id}/payment`, {
        ...payment,
        paidDate: '2999-01-01',
        proofFileUrl: stranger,
      });
      expect(noDate.statusCode).toBe(400);
      // A file the staff uploaded (no team) is not the customer's proof.
      const staffFile = await upload(staff, 'staff.pdf');
      await refused(
        call(manager, 'POST', `${T}/statements/${id}/payment`, {
          ...payment,
          proofFileUrl: staffFile,
        }),
        'error.proof_file',
      );
      const proof = await upload(manager, 'transfer.pdf');
      const before = await unread(manager);
      const submittedPayment = await ok<Statement>(
        manager,
        'POST',
        `${T}/statements/${id}/payment`,
        {
          ...payment,
          proofFileUrl: proof,
        },
      );
      expect(submittedPayment).toMatchObject({
        status: 'PaymentSubmitted',
        reference: 'TRX-20250301-77',
        proofFileUrl: proof,
        invoiceTitle: 'Novo Lab Genomics Group',
      });
      // The proof is read like the statement: its customers and staff, not the member.
      expect((await download(manager, proof)).statusCode).toBe(200);
      expect((await download(staff, proof)).statusCode).toBe(200);
      expect((await download(member, proof)).statusCode).toBe(404);
      // Customers do not confirm their own payment.
      expect(
        (
          await call(manager, 'POST', `/hpay/v1/1/payments/${id}/confirm`, {
            objectVersionNumber: submittedPayment.objectVersionNumber,
          })
        ).statusCode,
      ).toBe(403);
      const noReason = await call(staff, 'POST', `/hpay/v1/1/payments/${id}/reject`, {
        objectVersionNumber: submittedPayment.objectVersionNumber,
        reason: '  ',
      });
      expect(noReason.statusCode).toBe(400);
      const rejected = await ok<Statement>(staff, 'POST', `/hpay/v1/1/payments/${id}/reject`, {
        objectVersionNumber: submittedPayment.objectVersionNumber,
        reason: 'The amount received is short by CNY 0.01',
      });
      expect(rejected).toMatchObject({
        status: 'Rejected',
        rejectReason: 'The amount received is short by CNY 0.01',
      });
      expect(await unread(manager)).toBe(before + 1);
      const again = await ok<Statement>(manager, 'POST', `${T}/statements/${id}/payment`, {
        ...payment,
        objectVersionNumber: rejected.objectVersionNumber,
        reference: 'TRX-20250302-01',
        proofFileUrl: proof,
      });
      expect(again).toMatchObject({ status: 'PaymentSubmitted', rejectReason: null });
      const paid = await ok<Statement>(staff, 'POST', `/hpay/v1/1/payments/${id}/confirm`, {
        objectVersionNumber: again.objectVersionNumber,
      });
      expect(paid).toMatchObject({ status: 'Paid', confirmedBy: 'Tina Tenant-Admin' });
      expect(paid.history.map((item) => item.status)).toEqual([
        'Unpaid',
        'PaymentSubmitted',
        'Rejected',
        'PaymentSubmitted',
        'Paid',
      ]);
      expect(await unread(manager)).toBe(before + 2);
      await refused(
        call(manager, 'POST', `${T}/statements/${id}/payment`, {
          ...payment,
          objectVersionNumber: paid.objectVersionNumber,
          proofFileUrl: proof,
        }),
        'error.status',
      );
      const payments = await ok<{ content: Row[] }>(staff, 'GET', '/hpay/v1/1/payments?size=100');
      expect(payments.content).toContainEqual(
        expect.objectContaining({ statementId: id, status: 'Paid' }),
      );
      expect((await call(manager, 'GET', '/hpay/v1/1/payments')).statusCode).toBe(403);
    });

    it('issues a statement from an order with lines staff price', async () => {
      const sources = await ok<{ orders: (Row & { orderId: number })[] }>(
        staff,
        'GET',
        `${T}/staff/statements/sources`,
      );
      const order = sources.orders[0]!;
      const statement = await ok<Statement>(staff, 'POST', `${T}/staff/statements`, {
        orderId: order.orderId,
        currencyCode: 'USD',
        lines: [LINES[0], LINES[1]],
      });
      expect(statement).toMatchObject({ status: 'Unpaid', currencyCode: 'USD', total: '1.00' });
      await refused(
        call(staff, 'POST', `${T}/staff/statements`, {
          orderId: order.orderId,
          currencyCode: 'USD',
          lines: [LINES[0]],
        }),
        'error.statement_exists',
      );
      await refused(
        call(staff, 'POST', `${T}/staff/statements`, {
          orderId: sources.orders[1]!.orderId,
          currencyCode: 'XXX',
          lines: [LINES[0]],
        }),
        'error.currency',
      );
    });
  });

  describe('the bioinformatics form', () => {
    // Project 1 (maize, allocated to the member) has samples MZ-01 to MZ-03 at the lab.
    const form = {
      analysisProduct: 'DNA-VARIANT',
      species: 'Zea mays',
      referenceGenome: 'Zm-B73-v5',
      groups: [
        { name: 'Parent', samples: ['MZ-01'] },
        { name: 'Mutant', samples: ['mz-02', 'MZ-03'] },
      ],
      comparisons: [{ treatment: 'Mutant', control: 'Parent' }],
      notes: null,
    };

    it('is saved as typed, checked against the project’s samples, submitted and returned', async () => {
      const empty = await ok<Row & { sampleNames: string[]; objectVersionNumber: number }>(
        member,
        'GET',
        `${T}/projects/1/bif`,
      );
      expect(empty).toMatchObject({ bifId: null, status: 'Draft', objectVersionNumber: 0 });
      expect(empty.sampleNames).toEqual(['MZ-01', 'MZ-02', 'MZ-03']);
      const first = await ok<{ objectVersionNumber: number }>(
        member,
        'PUT',
        `${T}/projects/1/bif/draft`,
        {
          objectVersionNumber: 0,
          step: 2,
          form: { ...form, groups: [], comparisons: [] },
        },
      );
      expect(first.objectVersionNumber).toBe(1);
      await refused(
        call(member, 'PUT', `${T}/projects/1/bif/draft`, { objectVersionNumber: 0, step: 2, form }),
        'error.optimistic_lock',
      );
      // A draft keeps what was typed; submitting checks it against the project's samples and
      // the value lists.
      const wrong = await ok<{ objectVersionNumber: number }>(
        member,
        'PUT',
        `${T}/projects/1/bif/draft`,
        {
          objectVersionNumber: 1,
          step: 5,
          form: {
            ...form,
            referenceGenome: 'GRCh38',
            groups: [...form.groups, { name: 'Other', samples: ['LIV-A1'] }],
          },
        },
      );
      const wrongGenome = await call(member, 'POST', `${T}/projects/1/bif/submit`, wrong);
      expect(wrongGenome.statusCode).toBe(400);
      expect(wrongGenome.json<{ fields: Row }>().fields).toEqual({
        'form.referenceGenome': 'Reference genome is not a genome of Zea mays',
        'form.groups.2.samples':
          'Group 3: Samples names LIV-A1, which is not a sample of this project',
      });
      // Submitting checks what a draft need not have: here, a group without samples.
      const half = await ok<{ objectVersionNumber: number }>(
        member,
        'PUT',
        `${T}/projects/1/bif/draft`,
        {
          objectVersionNumber: wrong.objectVersionNumber,
          step: 5,
          form: { ...form, groups: [...form.groups, { name: 'Spare', samples: [] }] },
        },
      );
      const emptyGroup = await call(member, 'POST', `${T}/projects/1/bif/submit`, half);
      expect(emptyGroup.statusCode).toBe(400);
      expect(emptyGroup.json<Row>().message).toBe('Group 3: Samples has no samples');
      const fixed = await ok<{ objectVersionNumber: number }>(
        member,
        'PUT',
        `${T}/projects/1/bif/draft`,
        {
          objectVersionNumber: half.objectVersionNumber,
          step: 5,
          form,
        },
      );
      const before = await unread(manager);
      const done = await ok<
        Row & { form: typeof form; objectVersionNumber: number; history: Row[] }
      >(member, 'POST', `${T}/projects/1/bif/submit`, fixed);
      expect(done.status).toBe('Submitted');
      expect(done.form.groups[1]!.samples).toEqual(['MZ-02', 'MZ-03']);
      expect(await unread(manager)).toBe(before + 1);
      await refused(
        call(member, 'PUT', `${T}/projects/1/bif/draft`, {
          objectVersionNumber: done.objectVersionNumber,
          step: 5,
          form,
        }),
        'error.status',
      );
      const list = await ok<{ content: Row[] }>(staff, 'GET', '/hbif/v1/1/projects?size=100');
      expect(list.content).toContainEqual(
        expect.objectContaining({
          projectId: 1,
          status: 'Submitted',
          groupCount: 2,
          comparisonCount: 1,
        }),
      );
      expect((await call(member, 'GET', '/hbif/v1/1/projects')).statusCode).toBe(403);
      expect(
        (
          await call(member, 'POST', `${T}/projects/1/bif/return`, {
            objectVersionNumber: done.objectVersionNumber,
            reason: 'x',
          })
        ).statusCode,
      ).toBe(403);
      const returned = await ok<Row & { history: Row[] }>(
        staff,
        'POST',
        `${T}/projects/1/bif/return`,
        {
          objectVersionNumber: done.objectVersionNumber,
          reason: 'Name the mutant line in the notes',
        },
      );
      expect(returned).toMatchObject({
        status: 'Returned',
        returnReason: 'Name the mutant line in the notes',
      });
      expect(returned.history.map((item) => item.status)).toEqual([
        'Draft',
        'Submitted',
        'Returned',
      ]);
    });

    it('is not there for a customer who does not see the project', async () => {
      const res = await call(member, 'GET', `${T}/projects/3/bif`);
      expect(res.statusCode).toBe(404);
      expect(res.json<Row>().message).toBe('Project 3 was not found');
    });
  });
});
