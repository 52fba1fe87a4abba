import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeTabs } from '../../app/services/shell';
import { WORKPLACE_KEY, workplaceTab } from '../../app/shell/tabs';
import { createAppStore } from '../../app/store';
import { ADMIN_USER, adminSession, fakeApi } from '../support/fakeApi';
import { renderApp } from '../support/renderApp';

/**
 * The shell mounts a tab's page when the tab is first shown at its address: a page opened by
 * its address loads nothing of the workplace behind it (its cards, their data) until the
 * workplace's tab is clicked. (A file of its own: the whole app's session keeps running after
 * each test.)
 */

const SESSION = adminSession([
  { id: 1, code: 'hpfm.country', name: 'Countries', type: 'menu', route: '/hpfm/country/list' },
]);

const WORKPLACE = {
  'GET /hpfm/v1/dashboard/layout': { body: [{ code: 'Workflow', x: 0, y: 1, w: 12, h: 6 }] },
  'POST /hwfp/v1/0/activiti/task/query': {
    body: {
      content: [
        {
          id: 11,
          processName: 'Quotation approval',
          name: 'Approve quotation Q-7',
          startUserName: 'Lin Wei',
          createTime: '2024-03-05 09:15:00',
          processInstanceId: 901,
        },
      ],
      totalElements: 1,
      size: 5,
      number: 0,
    },
  },
};

const COUNTRIES = {
  'GET /hpfm/v1/countries': {
    body: { content: [], totalElements: 0, totalPages: 0, size: 10, number: 0 },
  },
};

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the pages of the open tabs', () => {
  it.each([
    ['no tabs were open', false],
    ['the workplace was the tab shown', true],
  ])(
    'load nothing of the workplace behind a page opened by its address (%s) until its tab is shown',
    async (_, stored) => {
      if (stored) {
        storeTabs(ADMIN_USER.currentRoleId, {
          tabs: [workplaceTab('Workplace')],
          activeKey: WORKPLACE_KEY,
        });
      }
      const calls = fakeApi({ ...SESSION, ...WORKPLACE, ...COUNTRIES });
      // The browser's address too: the session reads the dashboard ahead only at its address.
      window.history.replaceState(null, '', '/hpfm/country/list');
      renderApp(createAppStore(), '/hpfm/country/list');
      // The file's first render loads every lazily loaded module of the shell: on a busy
      // 2-core machine that has taken more than Testing Library's 4 s.
      const workplace = await screen.findByRole('tab', { name: 'Workplace' }, { timeout: 15000 });
      expect(await screen.findByRole('tab', { name: 'Countries' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await screen.findByRole('table', { name: 'Countries' });
      expect(calls.some((call) => call.path.startsWith('/hpfm/v1/dashboard/'))).toBe(false);

      await userEvent.click(workplace);
      const workflow = await screen.findByRole('region', { name: 'My pending approvals' });
      expect(await within(workflow).findByText('Approve quotation Q-7')).toBeInTheDocument();
    },
  );
});
