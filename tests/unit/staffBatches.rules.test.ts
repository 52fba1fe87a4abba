import { qcIssues } from '../../domain/portal/qc';
import { stepRefusal } from '../../app/modules/portal/staff/steps';
import type { MenuLeaf } from '../../app/shell/menu';
import { detailRouteInfo, isGranted } from '../../app/shell/routeTable';
import { receivedBatch, submittedBatch } from '../../stories/app/staffBatchFixtures';

describe('QC rules', () => {
  it('needs a verdict, a note for Risk and Fail, and measured values in range', () => {
    expect(qcIssues({ verdict: 'Pass' })).toEqual([]);
    expect(qcIssues({ verdict: '' }).map((issue) => issue.code)).toEqual(['verdict.required']);
    expect(qcIssues({ verdict: 'Risk', note: ' ' }).map((issue) => issue.code)).toEqual([
      'note.required',
    ]);
    expect(qcIssues({ verdict: 'Fail', note: 'Degraded' })).toEqual([]);
    expect(
      qcIssues({ verdict: 'Pass', concentration: '1,5', volume: '-1', rin: '0.5' }).map(
        (issue) => issue.field,
      ),
    ).toEqual(['concentration', 'volume', 'rin']);
    expect(qcIssues({ verdict: 'Pass', concentration: '1000', volume: 0, rin: '10' })).toEqual([]);
  });
});

describe('workbench steps', () => {
  const allowed = (batch: ReturnType<typeof submittedBatch>) =>
    ([1, 2, 3, 4, 5, 6] as const).filter((step) => stepRefusal(step, batch) === null);

  it('opens the steps a status allows, and keeps done moves viewable', () => {
    expect(allowed(submittedBatch())).toEqual([1, 2, 4, 5, 6]);
    expect(allowed(receivedBatch())).toEqual([1, 2, 3, 4, 6]);
    expect(allowed(receivedBatch({ status: 'Completed' }))).toEqual([1, 2, 3, 6]);
    expect(allowed(submittedBatch({ status: 'Returned' }))).toEqual([1, 5, 6]);
    expect(stepRefusal(4, receivedBatch({ status: 'Completed' }))).toEqual({
      key: 'portal.staff.steps.reason.lifecycle',
      vars: { status: 'Completed' },
    });
  });
});

describe('workbench routes in the shell', () => {
  const leaf = (id: number, route: string, name: string): MenuLeaf => ({
    id,
    code: `hsif.${id}`,
    name,
    route,
    trail: [name],
    hideBreadcrumb: false,
  });
  const menu = new Map([
    ['/hsif/sample/list', leaf(1, '/hsif/sample/list', 'Sample List')],
    ['/hsif/sample/print', leaf(2, '/hsif/sample/print', 'Print Sample Sheet')],
  ]);

  it('titles step1 to step6 after the sample list and grants them with it', () => {
    for (const step of [1, 2, 3, 4, 5, 6]) {
      const path = `/hsif/sample/step${step}`;
      expect(detailRouteInfo(path, menu, (name) => `${name} · Details`, 'No access')).toEqual({
        title: 'Sample List · Details',
        menu: '/hsif/sample/list',
      });
      expect(isGranted(path, menu)).toBe(true);
    }
    expect(detailRouteInfo('/hsif/sample/step7', menu, (name) => name, '')).toBeUndefined();
    expect(isGranted('/hsif/sample/step2', new Map())).toBe(false);
  });

  it('grants the project detail with the project list, which shares only its first segment', () => {
    const projects = new Map([
      ['/hpro/project/list', leaf(3, '/hpro/project/list', 'Project List')],
      ['/hpro/sequencing', leaf(4, '/hpro/sequencing', 'Sequencing Orders')],
    ]);
    expect(detailRouteInfo('/hpro/project-detail/2', projects, (name) => name, '')).toEqual({
      title: 'Project List',
      menu: '/hpro/project/list',
    });
    expect(isGranted('/hpro/project-detail/0', projects)).toBe(true);
    expect(isGranted('/hpro/project-detail/0', menu)).toBe(false);
  });

  it('knows the numbered steps of the quotation and bioinformatics flows', () => {
    const flows = new Map([
      ['/hpro/quotation/list', leaf(5, '/hpro/quotation/list', 'Quotations')],
      ['/hbif/project/list', leaf(6, '/hbif/project/list', 'Bioinformatics Forms')],
    ]);
    expect(isGranted('/hpro/quotation/step3', flows)).toBe(true);
    expect(isGranted('/hbif/project/step5', flows)).toBe(true);
    expect(detailRouteInfo('/hpro/quotation/step4', flows, (name) => name, '')).toBeUndefined();
  });
});
