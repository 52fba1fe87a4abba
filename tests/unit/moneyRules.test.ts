/**
 * The rules of the money path shared by the app and the server: the quotation request and its
 * pricing, the expiry of a quotation, the project's next state, the payment, the
 * bioinformatics form (groups and comparisons) and its import from a sheet.
 */
import fc from 'fast-check';
import {
  bifIssueMessage,
  bifIssues,
  cleanBif,
  EMPTY_BIF,
  importBifSheet,
  type BifForm,
} from '../../domain/portal/bif';
import { PROJECT_STATUSES, type ProjectStatus } from '../../domain/portal/lifecycles';
import { nextProjectStatus } from '../../domain/portal/projects';
import {
  addDays,
  cleanRequest,
  EMPTY_REQUEST,
  pricingIssues,
  quotationIssueMessage,
  quotationStatusAt,
  requestIssues,
  type QuotationRequest,
} from '../../domain/portal/quotations';
import { paymentIssueMessage, paymentIssues } from '../../domain/portal/statements';

const SAMPLES = ['S1', 'S2', 'S3', 'S4'];

describe('quotation request', () => {
  const full: QuotationRequest = {
    title: 'Liver RNA-seq',
    services: [{ productId: 2, sampleCount: 12 }],
    readLength: 'PE150',
    depthGb: '6',
    analysis: 'Standard',
    notes: null,
  };

  it('lets a draft be empty but asks everything of a request sent for a price', () => {
    expect(requestIssues(EMPTY_REQUEST, { complete: false })).toEqual([]);
    expect(requestIssues(EMPTY_REQUEST, { complete: true }).map((issue) => issue.path)).toEqual([
      'title',
      'services',
      'readLength',
      'depthGb',
      'analysis',
    ]);
    expect(requestIssues(full, { complete: true, readLengths: ['PE150'] })).toEqual([]);
  });

  it('refuses a service twice, a bad count, an unknown read length and a depth with 2 decimals', () => {
    const issues = requestIssues(
      {
        ...full,
        services: [
          { productId: 2, sampleCount: 12 },
          { productId: 2, sampleCount: 0 },
          { productId: null, sampleCount: null },
        ],
        readLength: 'PE999',
        depthGb: '6.25',
      },
      { complete: true, readLengths: ['PE150'] },
    );
    expect(issues.map(quotationIssueMessage)).toEqual([
      'Service 2: Service is asked for twice; ask for each service once',
      'Service 2: Number of samples must be a whole number from 1 to 10000',
      'Read length must be one of the choices offered',
      'Data per sample (Gb) may have at most 1 decimals',
    ]);
    expect(
      cleanRequest({
        ...full,
        title: '  x ',
        services: [...full.services, { productId: null, sampleCount: null }],
      }),
    ).toMatchObject({
      title: 'x',
      services: full.services,
    });
  });

  it('prices with lines, a currency and an expiry date from today to a year ahead', () => {
    const today = '2025-03-01';
    const line = {
      description: 'RNA-seq, 6 Gb',
      unitPrice: '3.33',
      quantity: '0.3',
      discount: '0',
      taxRate: '6',
      taxCode: 'VAT6',
    };
    expect(
      pricingIssues(
        { currencyCode: 'CNY', lines: [line], expiryDate: '2025-03-01' },
        { complete: true, today },
      ),
    ).toEqual([]);
    expect(
      pricingIssues(
        {
          currencyCode: null,
          lines: [{ ...line, unitPrice: '1,5', description: ' ' }],
          expiryDate: '2025-02-28',
        },
        { complete: true, today },
      ).map(quotationIssueMessage),
    ).toEqual([
      'Currency is required',
      'Line 1: Description is required',
      'Line 1: Unit price must be a number such as 30 or 12.5',
      'Expiry date must be a date from 2025-03-01 to 2026-03-01',
    ]);
    // A day that does not exist is no date, though it sorts between the bounds.
    expect(
      pricingIssues(
        { currencyCode: 'CNY', lines: [line], expiryDate: '2025-04-31' },
        { complete: true, today },
      ).map(quotationIssueMessage),
    ).toEqual(['Expiry date must be a date from 2025-03-01 to 2026-03-01']);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('is Expired once its expiry moment has passed, and only when it was Quoted', () => {
    expect(quotationStatusAt('Quoted', 1000, 1000)).toBe('Quoted');
    expect(quotationStatusAt('Quoted', 1000, 1001)).toBe('Expired');
    expect(quotationStatusAt('Accepted', 1000, 5000)).toBe('Accepted');
    expect(quotationStatusAt('Submitted', null, 5000)).toBe('Submitted');
  });
});

describe('project lifecycle', () => {
  it('moves one step at a time to Completed, and no further', () => {
    const walked: ProjectStatus[] = [PROJECT_STATUSES[0]];
    for (let next = nextProjectStatus(walked[0]!); next; next = nextProjectStatus(next)) {
      walked.push(next);
    }
    expect(walked).toEqual([...PROJECT_STATUSES]);
    expect(nextProjectStatus('Completed')).toBeUndefined();
  });
});

describe('payment', () => {
  it('needs a reference, a date not in the future and the proof', () => {
    const payment = {
      reference: '',
      paidDate: '2025-03-02',
      proofFileUrl: '',
      invoiceTitle: 'Novo Lab',
      taxNumber: null,
      billingAddress: null,
    };
    expect(paymentIssues(payment, '2025-03-01').map(paymentIssueMessage)).toEqual([
      'Transfer reference is required',
      'Proof of payment is required',
      'Payment date must be a date no later than 2025-03-01',
    ]);
    const complete = { ...payment, reference: 'TT-1', proofFileUrl: '/files/proof.pdf' };
    expect(paymentIssues({ ...complete, paidDate: '2025-02-28' }, '2025-03-01')).toEqual([]);
    expect(
      paymentIssues({ ...complete, paidDate: '2025-02-29' }, '2025-03-01').map(paymentIssueMessage),
    ).toEqual(['Payment date must be a date no later than 2025-03-01']);
  });
});

describe('bioinformatics form', () => {
  const form: BifForm = {
    analysisProduct: 'RNA-DEG',
    species: 'Mus musculus',
    referenceGenome: 'GRCm39',
    groups: [
      { name: 'Control', samples: ['S1', 's2'] },
      { name: 'Treated', samples: ['S3'] },
    ],
    comparisons: [{ treatment: 'Treated', control: 'Control' }],
    notes: null,
  };
  const choices = {
    products: ['RNA-DEG'],
    species: ['Mus musculus', 'Homo sapiens'],
    genomes: [
      { value: 'GRCm39', species: 'Mus musculus' },
      { value: 'GRCh38', species: 'Homo sapiens' },
    ],
  };

  it('accepts two groups of the project’s samples and one comparison', () => {
    expect(bifIssues(form, { complete: true, sampleNames: SAMPLES, choices })).toEqual([]);
    expect(cleanBif(form, SAMPLES).groups[0]?.samples).toEqual(['S1', 'S2']);
    expect(bifIssues(EMPTY_BIF, { complete: false, sampleNames: SAMPLES })).toEqual([]);
  });

  it('refuses a foreign genome, unknown and doubled samples, duplicate groups and comparisons', () => {
    const bad: BifForm = {
      ...form,
      referenceGenome: 'GRCh38',
      groups: [
        { name: 'Control', samples: ['S1', 'S9'] },
        { name: 'control', samples: ['S1'] },
        { name: 'Bad name!', samples: [] },
      ],
      comparisons: [
        { treatment: 'Control', control: 'Control' },
        { treatment: 'Control', control: 'Missing' },
        { treatment: 'Bad name!', control: 'Control' },
        { treatment: 'Control', control: 'Bad name!' },
      ],
    };
    expect(
      bifIssues(bad, { complete: true, sampleNames: SAMPLES, choices }).map(bifIssueMessage),
    ).toEqual([
      'Reference genome is not a genome of Mus musculus',
      'Group 1: Samples names S9, which is not a sample of this project',
      'Group 2: Group name names group control a second time (names are compared ignoring case)',
      'Group 2: Samples puts S1 in a second group; a sample belongs to one group',
      'Group 3: Group name must be 1-30 letters, digits, - or _, starting with a letter or digit',
      'Group 3: Samples has no samples',
      'Comparison 1: Control group compares a group with itself; choose two different groups',
      'Comparison 2: Control group names Missing, which is not a group',
      'Comparison 4: repeats the comparison of Control and Bad name!',
    ]);
  });

  it('never accepts a comparison of a group with itself or a pair twice, for any comparisons', () => {
    const groups = ['A', 'B', 'C'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ treatment: fc.constantFrom(...groups), control: fc.constantFrom(...groups) }),
          { maxLength: 8 },
        ),
        (comparisons) => {
          const issues = bifIssues(
            {
              ...EMPTY_BIF,
              groups: groups.map((name, index) => ({ name, samples: [SAMPLES[index]!] })),
              comparisons,
            },
            { complete: false, sampleNames: SAMPLES },
          );
          const accepted = comparisons.filter(
            (_, index) => !issues.some((issue) => issue.path.startsWith(`comparisons.${index}`)),
          );
          const pairs = accepted.map((item) => [item.treatment, item.control].sort().join());
          expect(accepted.every((item) => item.treatment !== item.control)).toBe(true);
          expect(new Set(pairs).size).toBe(pairs.length);
          expect(accepted.length).toBe(
            new Set(
              comparisons
                .filter((item) => item.treatment !== item.control)
                .map((item) => [item.treatment, item.control].sort().join()),
            ).size,
          );
        },
      ),
    );
  });

  it('imports groups and comparisons from a sheet, naming every bad cell', () => {
    const table = [
      ['Group', ' Sample name ', 'Treatment group', 'Control group'],
      ['Control', 's1', '', ''],
      ['Control', 'S2', 'Treated', 'Control'],
      ['Treated', 'S3', '', ''],
      ['', '', '', ''],
      ['Treated', 'S9', 'Control', 'Treated'],
      ['Other!', 'S2', 'Treated', ''],
    ];
    const result = importBifSheet(table, SAMPLES);
    expect(result.lines.map((line) => [line.rowNo, line.column, line.value, line.code])).toEqual([
      [6, 'Sample name', 'S9', 'sampleUnknown'],
      [6, 'Treatment group', 'Control', 'comparisonDuplicate'],
      [7, 'Sample name', 'S2', 'sampleTwice'],
      [7, 'Group', 'Other!', 'groupName'],
      [7, 'Control group', '', 'comparisonHalf'],
    ]);
    const clean = importBifSheet(table.slice(0, 4), SAMPLES);
    expect(clean.lines).toEqual([]);
    expect(clean.groups).toEqual([
      { name: 'Control', samples: ['S1', 'S2'] },
      { name: 'Treated', samples: ['S3'] },
    ]);
    expect(clean.comparisons).toEqual([{ treatment: 'Treated', control: 'Control' }]);
    expect(importBifSheet([['样本名称', '处理组']], SAMPLES).lines).toEqual([
      expect.objectContaining({ code: 'missingColumn', column: 'Group' }),
    ]);
  });
});
