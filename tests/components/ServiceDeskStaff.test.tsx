import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HfaqPages from '../../app/modules/hfaq/pages';
import { setNotifier } from '../../app/services/notification';
import { ALL_GRANTED, fakeApi, pageOf } from '../support/fakeApi';
import { renderPage } from '../support/renderPage';
import { TENANT_ADMIN } from '../support/users';

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

beforeAll(() => setNotifier(() => undefined));

const STAFF = { ...TENANT_ADMIN, realName: 'Tina Tenant-Admin' };

const page = <T,>(content: T[]) => pageOf(content, 20);

function renderAt(path: string) {
  renderPage({
    user: STAFF,
    path,
    routes: [{ path: '*', element: <HfaqPages /> }],
    permissions: true,
  });
}

const ANNOUNCEMENT = {
  announcementId: 7,
  title: 'Lab closed on 1 May',
  audience: 'CUSTOMER',
  status: 'DRAFT',
  publishAt: null,
  publishedDate: null,
  content: 'No samples on 1 May.',
  tenantId: 1,
  objectVersionNumber: 1,
  _token: 't7',
};

describe('an announcement’s page', () => {
  it('schedules it at a time the staff member chooses', async () => {
    const calls = fakeApi({
      'POST /iam/hzero/v1/menus/check-permissions': ALL_GRANTED,
      'GET /hfaq/v1/1/announcements/7': { body: ANNOUNCEMENT },
      'POST /hfaq/v1/1/announcements/7/publish': {
        body: { row: { ...ANNOUNCEMENT, status: 'SCHEDULED' }, message: 'Scheduled' },
      },
      'GET /hpfm/v1/1/lovs/value/batch': { body: {} },
    });
    renderAt('/hfaq/announcement/detail/7');
    const panel = await screen.findByRole('region', { name: 'Publishing' });
    expect(within(panel).getByText('Draft')).toBeVisible();
    expect(within(panel).getByText(/Customers/)).toBeVisible();
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Schedule', busy: false }),
    );
    const form = within(panel).getByRole('form', { name: 'Schedule' });
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(await within(form).findByText('Choose when to publish')).toBeVisible();
    await userEvent.type(within(form).getByLabelText(/Publish at/), '2030-05-01T08:00:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/publish'))?.init.body).toBe(
        JSON.stringify({ publishAt: '2030-05-01 08:00:00' }),
      ),
    );
  });
});

describe('the statement scores', () => {
  it('shows the average of each month above the scores', async () => {
    fakeApi({
      'POST /iam/hzero/v1/menus/check-permissions': ALL_GRANTED,
      'GET /hfaq/v1/1/project-scores/monthly': {
        body: page([{ monthId: 1202602, month: '2026-02', scoreCount: 3, averageScore: '4.33' }]),
      },
      'GET /hfaq/v1/1/project-scores': {
        body: page([
          {
            scoreId: 1,
            scoredDate: '2026-02-03 10:00:00',
            projectCode: 'NL-P2024001',
            customerName: 'Max Member',
            score: 4,
            comment: 'Good data',
            projectId: 1,
            userId: 5,
          },
        ]),
      },
    });
    renderAt('/statementScore');
    const months = await screen.findByRole('table', { name: 'Average score per month' });
    const row = await within(months).findByRole('row', { name: /2026-02/ });
    expect(row).toHaveTextContent('4.33');
    expect(await screen.findByRole('table', { name: 'Statement Scores' })).toBeVisible();
    expect(await screen.findByText('Good data')).toBeVisible();
  });
});

describe('the sample-information link', () => {
  it('makes a signed link for the chosen project and shows it', async () => {
    const calls = fakeApi({
      'POST /iam/hzero/v1/menus/check-permissions': ALL_GRANTED,
      'GET /hfaq/v1/1/data-files': { body: page([]) },
      'GET /hpro/v1/1/projects': {
        body: page([
          { projectId: 1, projectCode: 'NL-P1', projectName: 'Maize' },
          { projectId: 3, projectCode: 'NL-P3', projectName: 'Tumour' },
        ]),
      },
      'POST /hfaq/v1/1/sample-info-links': {
        body: {
          url: 'http://localhost/public/hpro/project/sampleinfo/NL-P3/1.2.abc',
          contractNo: 'NL-P3',
          expiresAt: '2026-03-01 10:00:00',
        },
      },
    });
    renderAt('/novoMagic');
    const share = await screen.findByRole('region', { name: 'Sample information link' });
    await userEvent.selectOptions(await within(share).findByLabelText('Project'), '3');
    await userEvent.clear(within(share).getByLabelText('Valid for (days)'));
    await userEvent.type(within(share).getByLabelText('Valid for (days)'), '30');
    await userEvent.click(within(share).getByRole('button', { name: 'Create link' }));
    expect(await within(share).findByLabelText('Link')).toHaveValue(
      'http://localhost/public/hpro/project/sampleinfo/NL-P3/1.2.abc',
    );
    expect(within(share).getByText('Valid until 2026-03-01 10:00:00')).toBeVisible();
    expect(
      JSON.parse(String(calls.find((call) => call.path.endsWith('sample-info-links'))?.init.body)),
    ).toEqual({ projectId: 3, days: 30 });
  });
});
