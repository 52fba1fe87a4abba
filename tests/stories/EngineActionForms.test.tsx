import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { loadModule } from '../../app/engine/registry';
import * as stories from '../../stories/app/EngineActionForms.stories';

jest.setTimeout(30_000);

const { RefundForm, RefundFormChecked, RefundFormChinese } = composeStories(stories);

// The stories load the module's descriptions first; loaded here, the pages render at once.
beforeAll(() => loadModule('hpay'));

/** Renders a story and runs its interactions, as Storybook and loki do. */
async function renderPlayed(Story: typeof RefundForm) {
  const view = render(<Story />);
  await Story.play?.({ canvasElement: view.container });
  return view;
}

describe('App/EngineActionForms', () => {
  it('RefundForm: the action asks for its amount and reason, says what it does, no violations', async () => {
    await renderPlayed(RefundForm);
    const dialog = screen.getByRole('dialog', { name: 'Refund' });
    expect(within(dialog).getByRole('textbox', { name: 'Refund amount' })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('A refund order of this amount is created for confirmation.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Refund' })).toBeEnabled();
    expect(await axe(dialog)).toHaveNoViolations();
  });

  it('RefundFormChecked: an amount with three decimals is refused at the field, kept as typed', async () => {
    await renderPlayed(RefundFormChecked);
    const amount = within(screen.getByRole('dialog', { name: 'Refund' })).getByRole('textbox', {
      name: 'Refund amount',
    });
    expect(amount).toHaveValue('0.005');
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Refund amount must be a number with at most 2 decimals'),
    );
  });

  it('RefundFormChinese: the dialog in Chinese', async () => {
    await renderPlayed(RefundFormChinese);
    const dialog = screen.getByRole('dialog', { name: '退款' });
    expect(within(dialog).getByRole('textbox', { name: '退款金额' })).toBeInTheDocument();
    expect(within(dialog).getByText('将按此金额生成一张待确认的退款单。')).toBeInTheDocument();
  });
});
