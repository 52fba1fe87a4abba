import { screen } from '@testing-library/react';
import { DesignSystemProvider } from '../../design-system';
import { CallsChart } from '../../app/modules/hadm/MonitorChart';
import type { MonitorView } from '../../app/services/hadm';
import { expectSizeKeptWhileHidden, fakeBoxSizes } from '../support/boxSizes';

const VIEW: MonitorView = {
  monitorRuleId: 1,
  urlPattern: '/hpfm/**',
  applied: true,
  windowSeconds: 60,
  maxCount: 100,
  bucketSeconds: 10,
  points: [
    { time: 1_700_000_000_000, total: 3, byAddress: { '10.0.0.1': 2, '10.0.0.2': 1 } },
    { time: 1_700_000_010_000, total: 4, byAddress: { '10.0.0.1': 4 } },
  ],
  addresses: [
    { ip: '10.0.0.1', calls: 6, inWindow: 6, blocked: false, allowed: false },
    { ip: '10.0.0.2', calls: 1, inWindow: 1, blocked: false, allowed: false },
  ],
  urls: [{ url: '/hpfm/v1/countries', calls: 7 }],
};

describe("the governance monitor's calls chart in a tab", () => {
  const { report } = fakeBoxSizes();
  const drawing = () =>
    screen.getByRole('img', { name: 'Calls' }).querySelector('svg.recharts-surface');

  it('is not drawn again when its tab is hidden and shown, and follows a new size', () => {
    expectSizeKeptWhileHidden(
      <DesignSystemProvider>
        <CallsChart view={VIEW} label="Calls" otherLabel="Others" />
      </DesignSystemProvider>,
      drawing,
      report,
    );
  });
});
