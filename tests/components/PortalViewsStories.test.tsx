import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/app/PortalViews.stories';

jest.setTimeout(20_000);

const composed = composeStories(stories);

/** Each story's main heading (level 1). */
const HEADINGS: Record<keyof typeof composed, string> = {
  Home: 'Overview',
  HomeEmpty: 'Overview',
  HomeChinese: '概览',
  ProjectsHome: 'Projects overview',
  ProjectQc: 'Project NL-P2024001',
  StaffProjectHistory: 'Project NL-P2024001',
  Catalogue: 'Product catalogue',
  CatalogueChinese: '产品目录',
  BatchRiskDecision: 'Sample batch SB-2024001',
  BatchRiskDecisionChinese: '送样批次 SB-2024001',
  BatchReturned: 'Sample batch SB-2024005',
  BatchSubmitted: 'Sample batch SB-2024002',
};

describe('App/PortalViews stories', () => {
  it.each(Object.keys(HEADINGS) as (keyof typeof composed)[])(
    '%s renders its page without accessibility violations',
    async (name) => {
      const Story = composed[name];
      const { container } = render(<Story />);
      expect(await screen.findByRole('heading', { name: HEADINGS[name], level: 1 })).toBeVisible();
      expect(await axe(container)).toHaveNoViolations();
    },
  );

  it('BatchRiskDecision asks for the decision on the Risk sample only', () => {
    const { BatchRiskDecision } = composed;
    render(<BatchRiskDecision />);
    const form = screen.getByRole('form', { name: 'Decision on MZ-03' });
    expect(within(form).getByRole('radio', { name: 'Proceed' })).not.toBeChecked();
    expect(screen.queryByRole('form', { name: 'Decision on MZ-01' })).toBeNull();
  });

  it('StaffProjectHistory opens the tab of the path', async () => {
    const { StaffProjectHistory } = composed;
    render(<StaffProjectHistory />);
    expect(await screen.findByRole('tab', { name: 'History', selected: true })).toBeVisible();
    expect(screen.getByText('Lane 3 of the NovaSeq run')).toBeVisible();
  });

  it('HomeEmpty says what to do', () => {
    const { HomeEmpty } = composed;
    render(<HomeEmpty />);
    expect(screen.getByText(/Choose New submission to send samples/)).toBeVisible();
    expect(screen.getByText(/No unread messages/)).toBeVisible();
  });
});
