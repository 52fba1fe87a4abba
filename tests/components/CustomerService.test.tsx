import { DEFAULT_PASSWORD_POLICY } from '../../domain/hiam/passwordPolicy';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { serviceRoutes } from '../../app/modules/portal/service/routes';
import { SampleInfoPage } from '../../app/modules/portal/service/SampleInfoPage';
import { setNotifier } from '../../app/services/notification';
import { setNotifyCount } from '../../app/store/user';
import {
  ADMIN_USER,
  fakeApi,
  pageOf as page,
  type FakeAnswer,
  type FakeCall,
} from '../support/fakeApi';
import { renderPage } from '../support/renderPage';

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

beforeAll(() => setNotifier(() => undefined));

const MANAGER = {
  ...ADMIN_USER,
  id: 4,
  loginName: 'manager@lab.example',
  realName: 'Mia Manager',
  timeZone: 'GMT+1',
  tenantId: 1,
  organizationId: 1,
  currentRoleId: 5,
  currentRoleCode: 'portal.manager',
  currentRoleLevel: 'organization' as const,
};

const TEAM = { teamId: 1, teamCode: 'NOVO', teamName: 'Novo Lab Genomics', memberRole: 'manager' };

const MEMBERS = [
  {
    userId: 4,
    realName: 'Mia Manager',
    email: 'manager@lab.example',
    memberRole: 'manager',
    status: 'Active',
    projectCount: 0,
    projectCodes: null,
    joinedDate: '2026-01-05 10:00:00',
  },
  {
    userId: 5,
    realName: 'Max Member',
    email: 'member@lab.example',
    memberRole: 'member',
    status: 'Active',
    projectCount: 1,
    projectCodes: 'NL-P2024001',
    joinedDate: '2026-01-06 10:00:00',
  },
  {
    userId: 6,
    realName: 'Ivy Invited',
    email: 'invited@lab.example',
    memberRole: 'member',
    status: 'Invited',
    projectCount: 0,
    projectCodes: null,
    joinedDate: '2026-01-07 10:00:00',
  },
];

const PROJECTS = [
  { projectId: 1, projectCode: 'NL-P2024001', projectName: 'Maize resequencing' },
  { projectId: 3, projectCode: 'NL-P2024003', projectName: 'Tumour panel' },
];

function renderAt(path: string, element?: ReactNode, routePath?: string) {
  return renderPage({
    user: MANAGER,
    path,
    routes: element
      ? [{ path: routePath ?? path, element }]
      : serviceRoutes.map((route) => ({ path: `/pub/${route.path}`, element: route.element })),
    permissions: true,
  }).store;
}

const bodyOf = (call: FakeCall | undefined) => JSON.parse(String(call?.init.body ?? 'null'));

describe('the team pages', () => {
  const teamApi = (extra: Record<string, FakeAnswer | ((url: URL) => FakeAnswer)> = {}) =>
    fakeApi({
      'GET /huser/v1/1/team/self': { body: TEAM },
      'GET /huser/v1/1/team-members': { body: page(MEMBERS) },
      'GET /huser/v1/1/allocation-histories': {
        body: page([
          {
            historyId: 1,
            changedDate: '2026-01-08 09:00:00',
            projectCode: 'NL-P2024001',
            memberName: 'Max Member',
            action: 'Allocated',
          },
        ]),
      },
      'GET /hpro/v1/1/projects': { body: page(PROJECTS) },
      'GET /huser/v1/1/team-members/5/projects': { body: { userId: 5, projectIds: [1] } },
      ...extra,
    });

  it('sums up the team and its latest allocations', async () => {
    teamApi();
    renderAt('/pub/myteam/home');
    expect(
      await screen.findByRole('heading', { name: 'My team · Novo Lab Genomics' }),
    ).toBeVisible();
    expect(await screen.findByText('NL-P2024001 to Max Member')).toBeVisible();
    expect(screen.getByText('Invited').nextSibling?.textContent).toBe('1');
  });

  it('lists the members with what the manager may do to each', async () => {
    teamApi();
    renderAt('/pub/myteam/user');
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(await within(table).findByText('Mia Manager (you)')).toBeVisible();
    const invited = within(table).getByRole('row', { name: /Ivy Invited/ });
    expect(within(invited).getByText('Invited')).toBeVisible();
    const actions = within(invited).getByRole('group', { name: 'Actions of Ivy Invited' });
    expect(within(actions).getByRole('button', { name: 'Send invitation again' })).toBeVisible();
    // The manager's own row has no actions.
    expect(screen.queryByRole('group', { name: 'Actions of Mia Manager' })).toBeNull();
  });

  it('invites a colleague: checks the form, sends it, and closes when the server took it', async () => {
    const calls = teamApi({
      'POST /huser/v1/1/team-members/invite': { body: { userId: 9, message: 'Sent' } },
    });
    renderAt('/pub/myteam/user');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite member' }));
    const form = await screen.findByRole('form', { name: 'Invite a colleague' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('E-mail is required')).toBeVisible();
    await userEvent.type(within(form).getByLabelText(/E-mail/), 'nina@lab.example');
    await userEvent.type(within(form).getByLabelText(/Name/), 'Nina New');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Invite a colleague' })).toBeNull(),
    );
    const sent = calls.find((call) => call.path.endsWith('/invite'));
    expect(bodyOf(sent)).toEqual({ email: 'nina@lab.example', realName: 'Nina New' });
  });

  it("keeps a refused invitation's form and says why", async () => {
    teamApi({
      'POST /huser/v1/1/team-members/invite': {
        body: {
          failed: true,
          code: 'error.team.email_taken',
          message: 'x@lab.example cannot be invited',
          type: 'warn',
        },
      },
    });
    renderAt('/pub/myteam/user');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite member' }));
    const form = await screen.findByRole('form', { name: 'Invite a colleague' });
    await userEvent.type(within(form).getByLabelText(/E-mail/), 'x@lab.example');
    await userEvent.type(within(form).getByLabelText(/Name/), 'X');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('x@lab.example cannot be invited')).toBeVisible();
    expect(within(form).getByLabelText(/E-mail/)).toHaveValue('x@lab.example');
  });

  it("sets the projects a member sees from the team's projects", async () => {
    const calls = teamApi({
      'PUT /huser/v1/1/team-members/5/projects': { body: { userId: 5, projectIds: [1, 3] } },
    });
    renderAt('/pub/myteam/user');
    const row = await screen.findByRole('group', { name: 'Actions of Max Member' });
    await userEvent.click(within(row).getByRole('button', { name: 'Projects' }));
    const dialog = await screen.findByRole('dialog', { name: 'Projects Max Member sees' });
    const first = await within(dialog).findByRole('checkbox', {
      name: 'NL-P2024001 · Maize resequencing',
    });
    expect(first).toBeChecked();
    await userEvent.click(within(dialog).getByText('NL-P2024003 · Tumour panel'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(calls.find((call) => call.init.method === 'PUT'))).toEqual({
      projectIds: [1, 3],
    });
  });

  it('tells a member that the manager runs the team', async () => {
    teamApi({ 'GET /huser/v1/1/team/self': { body: { ...TEAM, memberRole: 'member' } } });
    renderAt('/pub/myteam/user');
    expect(await screen.findByText(/Your team is run by its manager/)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite member' })).toBeNull();
  });
});

describe('the message centre', () => {
  const MESSAGES = [
    {
      userMessageId: 1,
      messageId: 1,
      tenantId: 1,
      subject: 'Sample batch SB-1 is shipped',
      content: 'Your sample batch SB-1 is now shipped.',
      creationDate: '2026-02-01 10:00:00',
      readFlag: 0,
      userMessageTypeCode: 'MSG',
      userMessageTypeMeaning: 'Message',
      category: 'STATUS',
    },
    {
      userMessageId: 2,
      messageId: 2,
      tenantId: 1,
      subject: 'Lab closed on 1 May',
      content: 'No samples on 1 May.',
      creationDate: '2026-01-20 10:00:00',
      readFlag: 1,
      userMessageTypeCode: 'NOTICE',
      userMessageTypeMeaning: 'Notice',
      category: 'ANNOUNCEMENT',
    },
  ];

  const api = () =>
    fakeApi({
      'GET /hmsg/v1/1/messages/user': (url) => ({
        body: page(
          MESSAGES.filter(
            (message) =>
              (!url.searchParams.get('category') ||
                message.category === url.searchParams.get('category')) &&
              (!url.searchParams.get('readFlag') ||
                message.readFlag === (url.searchParams.get('readFlag') === 'Y' ? 1 : 0)),
          ),
        ),
      }),
      'GET /hmsg/v1/1/messages/user/count': { body: { unreadMessageCount: 0 } },
      'POST /hmsg/v1/1/messages/user/read-flag': { status: 204 },
      'DELETE /hmsg/v1/1/messages/user/clear': { status: 204 },
    });

  it('lists every message with its kind, and filters by kind and read state', async () => {
    const calls = api();
    const store = renderAt('/pub/information/message-center');
    store.dispatch(setNotifyCount(1));
    const table = await screen.findByRole('table', { name: 'Messages' });
    expect(await within(table).findByText('Sample batch SB-1 is shipped')).toBeVisible();
    expect(within(table).getByText('Status changes')).toBeVisible();
    expect(within(table).getByText('Announcements')).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'ANNOUNCEMENT');
    await waitFor(() =>
      expect(within(table).queryByText('Sample batch SB-1 is shipped')).toBeNull(),
    );
    expect(calls.at(-1)?.url.searchParams.get('category')).toBe('ANNOUNCEMENT');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), '');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'N');
    await waitFor(() => expect(within(table).queryByText('Lab closed on 1 May')).toBeNull());
    expect(calls.at(-1)?.url.searchParams.get('readFlag')).toBe('N');
  });

  it('opens a message (marking it read), marks all read and clears after asking', async () => {
    const calls = api();
    const store = renderAt('/pub/information/message-center');
    store.dispatch(setNotifyCount(1));
    const subject = await screen.findByRole('button', { name: 'Sample batch SB-1 is shipped' });
    await userEvent.click(subject);
    expect(screen.getByText('Your sample batch SB-1 is now shipped.')).toBeVisible();
    await waitFor(() =>
      expect(calls.some((call) => call.url.searchParams.get('userMessageIdList') === '1')).toBe(
        true,
      ),
    );
    store.dispatch(setNotifyCount(1));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.searchParams.get('readAll') === '1')).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(calls.some((call) => call.init.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Clear all' }));
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.init.method === 'DELETE')
          .map((call) => call.url.searchParams.get('userMessageTypeCode')),
      ).toEqual(['MSG', 'APPROVE', 'NOTICE']),
    );
  });
});

describe('my settings', () => {
  it("saves the profile with HZERO's one PUT per changed setting, then reads the user again", async () => {
    let saved = { ...MANAGER };
    const calls = fakeApi({
      'GET /hfaq/v1/mail-settings': {
        body: [
          { mailType: 'STATUS', receiveFlag: 1 },
          { mailType: 'ANNOUNCEMENT', receiveFlag: 0 },
        ],
      },
      'PUT /iam/hzero/v1/users/time-zone': (url) => {
        saved = { ...saved, timeZone: url.searchParams.get('timeZone') ?? '' };
        return { body: saved };
      },
      'GET /iam/hzero/v1/users/self': () => ({ body: { ...saved, objectVersionNumber: 2 } }),
      'PUT /hfaq/v1/mail-settings': { body: { settings: [], message: 'Saved' } },
    });
    const store = renderAt('/pub/information/my-setting');
    const profile = await screen.findByRole('form', { name: 'Profile' });
    await userEvent.selectOptions(within(profile).getByLabelText('Time zone'), 'GMT+8');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(store.getState().user.currentUser?.timeZone).toBe('GMT+8'));
    // Only what changed is sent, each setting to its own PUT.
    expect(
      calls.filter((call) => call.method === 'PUT').map((call) => call.path + call.url.search),
    ).toEqual(['/iam/hzero/v1/users/time-zone?timeZone=GMT%2B8']);
    expect(store.getState().user.currentUser?.objectVersionNumber).toBe(2);

    const mails = screen.getByRole('form', { name: 'Mails I receive' });
    const announcements = within(mails).getByRole('checkbox', { name: /Announcements/ });
    expect(announcements).not.toBeChecked();
    await userEvent.click(within(mails).getByText('Status changes'));
    await userEvent.click(within(mails).getByRole('button', { name: 'Save mail choices' }));
    await waitFor(() =>
      expect(
        bodyOf(
          calls.find(
            (call) => call.init.method === 'PUT' && call.path === '/hfaq/v1/mail-settings',
          ),
        ),
      ).toEqual({
        settings: [
          { mailType: 'STATUS', receiveFlag: 0 },
          { mailType: 'ANNOUNCEMENT', receiveFlag: 0 },
        ],
      }),
    );
  });

  it('saves name, e-mail, phone and language with one Save, the e-mail address and phone first at the user’s version', async () => {
    const calls = fakeApi({
      'GET /hfaq/v1/mail-settings': { body: [] },
      'PUT /iam/hzero/v1/users/self': { body: { ...MANAGER, objectVersionNumber: 2 } },
      'PUT /iam/hzero/v1/users/real-name': { body: MANAGER },
      'PUT /iam/hzero/v1/users/default-language': { body: MANAGER },
      'GET /iam/hzero/v1/users/self': {
        body: {
          ...MANAGER,
          realName: 'Mia M.',
          email: 'mia@lab.example',
          phone: '+49 30 1234',
          language: 'zh_CN',
          objectVersionNumber: 4,
        },
      },
    });
    const store = renderAt('/pub/information/my-setting');
    const profile = await screen.findByRole('form', { name: 'Profile' });
    const name = within(profile).getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, ' Mia M. ');
    await userEvent.type(within(profile).getByLabelText('E-mail'), 'mia@lab.example');
    await userEvent.type(within(profile).getByLabelText('Phone'), '+49 30 1234');
    await userEvent.selectOptions(within(profile).getByLabelText('Language'), 'zh_CN');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(store.getState().user.currentUser?.objectVersionNumber).toBe(4));
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.path + call.url.search)).toEqual([
      '/iam/hzero/v1/users/self',
      '/iam/hzero/v1/users/real-name?realName=Mia+M.',
      '/iam/hzero/v1/users/default-language?language=zh_CN',
    ]);
    expect(bodyOf(puts[0])).toEqual({
      objectVersionNumber: 1,
      _token: 'user-1-token',
      email: 'mia@lab.example',
      phone: '+49 30 1234',
    });
    await waitFor(() => expect(store.getState().global.language).toBe('zh_CN'));
  });

  it('stops at the first refusal with one error and keeps what was typed', async () => {
    let saved = { ...MANAGER };
    const calls = fakeApi({
      'GET /hfaq/v1/mail-settings': { body: [] },
      'PUT /iam/hzero/v1/users/real-name': (url) => {
        saved = { ...saved, realName: url.searchParams.get('realName') ?? '' };
        return { body: saved };
      },
      'PUT /iam/hzero/v1/users/time-zone': {
        status: 400,
        body: {
          failed: true,
          code: 'error.validation',
          message: "Query parameter 'timeZone' has an invalid format",
          type: 'error',
        },
      },
      'GET /iam/hzero/v1/users/self': () => ({ body: { ...saved, objectVersionNumber: 2 } }),
    });
    const store = renderAt('/pub/information/my-setting');
    const profile = await screen.findByRole('form', { name: 'Profile' });
    const name = within(profile).getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Mia M.');
    await userEvent.selectOptions(within(profile).getByLabelText('Time zone'), 'GMT+8');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByRole('alert')).toHaveTextContent(
      "Query parameter 'timeZone' has an invalid format",
    );
    // The name went through and the header follows it; the form still shows both as typed.
    await waitFor(() => expect(store.getState().user.currentUser?.realName).toBe('Mia M.'));
    const again = screen.getByRole('form', { name: 'Profile' });
    expect(within(again).getByRole('alert')).toHaveTextContent(
      "Query parameter 'timeZone' has an invalid format",
    );
    expect(within(again).getByLabelText('Time zone')).toHaveValue('GMT+8');
    expect(within(again).getByLabelText(/^Name/)).toHaveValue('Mia M.');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/iam/hzero/v1/users/real-name',
      '/iam/hzero/v1/users/time-zone',
    ]);
  });

  it('checks a new password before anything is sent', async () => {
    const calls = fakeApi({
      'GET /hfaq/v1/mail-settings': { body: [] },
      'GET /iam/v1/1/password-policies/query': {
        body: { ...DEFAULT_PASSWORD_POLICY, minLength: 10, notUsername: 1 },
      },
    });
    renderAt('/pub/information/my-setting');
    const form = await screen.findByRole('form', { name: 'Password' });
    // The account's policy is told beside the field, and checked before anything is sent.
    expect(
      await within(form).findByText(/^The password needs at least 10 characters/),
    ).toBeVisible();
    await userEvent.type(within(form).getByLabelText(/Current password/), 'Manager123');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'short');
    await userEvent.type(within(form).getByLabelText(/Repeat the password/), 'other');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText(
        'The password does not meet the password policy: at least 10 characters',
      ),
    ).toBeVisible();
    expect(within(form).getByText('The two passwords differ')).toBeVisible();
    expect(calls.some((call) => call.path === '/iam/hzero/v1/users/password')).toBe(false);
  });
});

describe('the help centre', () => {
  it('shows the categories, searches the articles and opens one', async () => {
    const articles = [
      {
        contentId: 1,
        title: 'How much DNA?',
        content: 'At least 1 ug.',
        categoryId: 1,
        categoryName: 'Samples',
        status: 'PUBLISHED',
      },
      {
        contentId: 2,
        title: 'Checking MD5',
        content: 'Use md5sum.',
        categoryId: 2,
        categoryName: 'Data',
        status: 'PUBLISHED',
      },
    ];
    const calls = fakeApi({
      'GET /hfaq/v1/1/knowledge-categories/tree': {
        body: [
          {
            categoryId: 1,
            categoryName: 'Samples',
            children: [{ categoryId: 3, categoryName: 'Shipping', children: [] }],
          },
          { categoryId: 2, categoryName: 'Data', children: [] },
        ],
      },
      'GET /hfaq/v1/1/knowledge-contents': (url) => ({
        body: page(
          articles.filter(
            (article) =>
              (!url.searchParams.get('keyword') || /md5/i.test(article.content)) &&
              (!url.searchParams.get('categoryId') ||
                String(article.categoryId) === url.searchParams.get('categoryId')),
          ),
        ),
      }),
      'GET /service/v1/nsrv-continent': {
        body: [{ continentCode: 'ASIA', currentFlag: 1, contactId: 7 }],
      },
      'GET /service/v1/nsrv-contact-uss/7': {
        body: {
          email: 'asia@lab.example',
          phone: '+86 400',
          address: 'Beijing',
          workingHours: '9-18',
        },
      },
      'GET /hfaq/v1/1/feedbacks': {
        body: page([
          {
            feedbackId: 1,
            subject: 'Courier?',
            receivedDate: '2026-01-01 10:00:00',
            status: 'REPLIED',
            reply: 'SF Express',
          },
        ]),
      },
      'GET /hpro/v1/1/projects': { body: page(PROJECTS) },
      'GET /hfaq/v1/1/project-scores': { body: page([{ projectId: 1, score: 4 }]) },
    });
    renderAt('/pub/information/help-center');
    const menu = await screen.findByRole('navigation', { name: 'Categories' });
    expect(await within(menu).findByRole('button', { name: 'Shipping' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'How much DNA?' })).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search the help centre' }), 'md5');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'How much DNA?' })).toBeNull());
    expect(calls.at(-1)?.url.searchParams.get('keyword')).toBe('md5');
    await userEvent.click(screen.getByRole('button', { name: 'Checking MD5' }));
    expect(screen.getByRole('article', { name: 'Checking MD5' })).toHaveTextContent('Use md5sum.');
    expect(await screen.findByText('asia@lab.example')).toBeVisible();
    expect(screen.getByText('Our reply: SF Express')).toBeVisible();
    expect(await screen.findByText('You gave 4 of 5')).toBeVisible();
  });
});

describe('the signed sample-information page', () => {
  const at = '/public/hpro/project/sampleinfo/NL-P1/1.999.sig';
  const route = '/public/hpro/project/sampleinfo/:contractNo/:sign';

  it('shows the project and its samples', async () => {
    fakeApi({
      'GET /hfaq/public/sample-info/NL-P1/1.999.sig': {
        body: {
          contractNo: 'NL-P1',
          projectName: 'Maize',
          status: 'Sequencing',
          productName: 'WGS',
          teamName: 'Novo Lab',
          expiresAt: '2026-03-01T00:00:00.000Z',
          samples: [
            {
              sampleName: 'MZ-01',
              sampleType: 'DNA',
              batchCode: 'SB-1',
              arrived: 1,
              qcVerdict: 'Pass',
              totalAmount: '4.2',
            },
          ],
        },
      },
    });
    renderAt(at, <SampleInfoPage />, route);
    expect(
      await screen.findByRole('heading', { name: 'Sample information · NL-P1' }),
    ).toBeVisible();
    expect(screen.getByRole('cell', { name: 'MZ-01' })).toBeVisible();
  });

  it('shows a refused link as a refusal and nothing else', async () => {
    fakeApi({
      'GET /hfaq/public/sample-info/NL-P1/1.999.sig': {
        status: 403,
        body: {
          failed: true,
          code: 'error.link.invalid',
          message: 'This link is not valid. Ask the sender for a new link.',
        },
      },
    });
    renderAt(at, <SampleInfoPage />, route);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link cannot be shown');
    expect(alert).toHaveTextContent('This link is not valid. Ask the sender for a new link.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the tour', () => {
  it('walks through the portal on sample data, one step at a time', async () => {
    fakeApi({});
    renderAt('/pub/demo');
    expect(await screen.findByRole('region', { name: 'Your overview' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    for (let step = 0; step < 4; step += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(screen.getByRole('region', { name: 'Work as a team' })).toBeVisible();
    expect(screen.getByText('Step 5 of 5')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
