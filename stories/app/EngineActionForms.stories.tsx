import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { definitionOf } from '../../app/engine/definition';
import type { Locale } from '../../app/i18n';
import type { ListPagesState } from '../../app/store/listPages';
import { permissionsOf } from '../../domain/engine/resource';
import paymentOrder from '../../domain/resources/hpay/payment-order';
import { CAPTURE_DIALOG } from '../lokiParameters';
import { beforeScreenshot, loadedPage } from './engineFixtures';
import { clicks, EnginePageStory, typeInto } from './EnginePageStory';

const PAYMENT_ORDERS_ID = definitionOf(paymentOrder).id;

/** Every code of the payment orders, granted. */
const GRANTED = Object.fromEntries(
  permissionsOf(paymentOrder).map((entry) => [entry.code, 'approved' as const]),
);

/** Two of the portal's payments as payment orders: one paid (refundable), one waiting. */
function paymentOrderPages(language: Locale): ListPagesState {
  const zh = language === 'zh_CN';
  const order = (id: number, status: string, amount: string) => ({
    paymentOrderId: id,
    orderNum: `ST-2025-00${id}`,
    channelCode: 'BANK_TRANSFER',
    channelTradeNo: `TRF-88${id}`,
    projectCode: `P-2025-01${id}`,
    teamName: zh ? '诺禾实验室' : 'Novo Lab',
    currencyCode: 'USD',
    amount,
    refundedAmount: '0.00',
    status,
    submittedDate: `2025-03-0${id} 10:15:00`,
    objectVersionNumber: 1,
  });
  return {
    [PAYMENT_ORDERS_ID]: loadedPage(paymentOrder, [
      order(7, 'PAID', '1280.50'),
      order(6, 'UNPAID', '640.00'),
    ]),
  };
}

/**
 * Opens the paid order's Refund dialog; given an amount, submits it and waits for the form's
 * word on it.
 */
async function openRefund(
  canvasElement: HTMLElement,
  label: string,
  amount?: { typed: string; said: RegExp },
) {
  const body = within(canvasElement.ownerDocument.body);
  const actions = await body.findByRole('group', { name: /ST-2025-007/ }, { timeout: 5000 });
  await clicks().click(await within(actions).findByRole('button', { name: label }));
  const dialog = await body.findByRole('dialog', {}, { timeout: 5000 });
  if (amount === undefined) return;
  typeInto(within(dialog).getAllByRole('textbox')[0] as HTMLElement, amount.typed);
  await clicks().click(within(dialog).getByRole('button', { name: label }));
  await within(dialog).findByText(amount.said, {}, { timeout: 5000 });
}

const meta = {
  title: 'App/EngineActionForms',
  component: EnginePageStory,
  parameters: CAPTURE_DIALOG,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1280 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    path: '/hpay/payment-order',
    module: 'hpay',
    listPages: paymentOrderPages('en_US'),
    permissions: GRANTED,
  },
} satisfies Meta<typeof EnginePageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row action that asks for values first: the refund's amount and reason, empty. */
export const RefundForm: Story = {
  play: ({ canvasElement }) => beforeScreenshot(() => openRefund(canvasElement, 'Refund')),
};

/** The amount refused before anything is sent: more decimals than money has. */
export const RefundFormChecked: Story = {
  play: ({ canvasElement }) =>
    beforeScreenshot(() =>
      openRefund(canvasElement, 'Refund', { typed: '0.005', said: /at most 2 decimals/ }),
    ),
};

/** The same dialog in Chinese. */
export const RefundFormChinese: Story = {
  args: { language: 'zh_CN', listPages: paymentOrderPages('zh_CN') },
  play: ({ canvasElement }) => beforeScreenshot(() => openRefund(canvasElement, '退款')),
};
