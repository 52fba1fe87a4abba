import type { Meta, StoryObj } from '@storybook/react-vite';
import { CAPTURE_DIALOG } from '../lokiParameters';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { legacy_createStore as createStore } from 'redux';
import { ListPage } from '../../app/engine/ListPage';
import { createTranslator, I18nContext, type Locale } from '../../app/i18n';
import en_US from '../../app/i18n/en_US';
import zh_CN from '../../app/i18n/zh_CN';
import { definitionOf } from '../../app/engine/definition';
import country from '../../domain/resources/hpfm/country';
import { INITIAL_LIST_PAGE, type ListPageState } from '../../app/store/listPages';
import { createRootReducer, type RootState } from '../../app/store/reducer';
import { engineFeature } from '../../app/engine/feature';
import { portalFeature } from '../../app/modules/portal/feature';
import { FakePermissions, type FakePermissionState } from '../design-system/fakePermissions';
import { COUNTRIES } from './countryFixtures';

/** The whole app's reducer: the core's slices, the engine's and the portal's. */
const rootReducer = createRootReducer([engineFeature, portalFeature]);

const countryDefinition = definitionOf(country);

const CODES = ['create', 'edit', 'delete', 'enable', 'export'].map(
  (action) => `${countryDefinition.permissionPrefix}-${action}`,
);

/** A tenant administrator: every action granted. */
const ADMIN: Record<string, FakePermissionState> = Object.fromEntries(
  CODES.map((code) => [code, 'approved']),
);

/** An operator (CONTRACT.md): create and enable shown disabled, delete hidden. */
const OPERATOR: Record<string, FakePermissionState> = {
  ...ADMIN,
  'hpfm.country.list-create': 'disabled',
  'hpfm.country.list-enable': 'disabled',
  'hpfm.country.list-delete': 'hidden',
};

const LOADED: ListPageState = {
  ...INITIAL_LIST_PAGE,
  query: { ...INITIAL_LIST_PAGE.query, sort: { field: 'countryCode', order: 'asc' } },
  rows: COUNTRIES.slice(0, 10),
  total: COUNTRIES.length,
  status: 'ready',
};

/** What a story shows: the page's state, the language and the permissions. */
interface ListPageStoryProps {
  page: ListPageState;
  language?: Locale;
  permissions?: Record<string, FakePermissionState>;
}

/**
 * The country page over a store without sagas: the state is what the story says (nothing is
 * fetched), and the user's clicks (selection, dialogs) still go through the reducer.
 */
function ListPageStory({ page, language = 'en_US', permissions = ADMIN }: ListPageStoryProps) {
  const messages = language === 'zh_CN' ? zh_CN : en_US;
  const [store] = useState(() => {
    const initial = rootReducer(undefined, { type: '@@story/init' });
    const state: RootState = {
      ...initial,
      global: { ...initial.global, language, messages },
      listPages: { [countryDefinition.id]: page },
    };
    return createStore(rootReducer, state);
  });
  const [i18n] = useState(() => ({ locale: language, t: createTranslator(language, messages) }));
  return (
    <Provider store={store}>
      <I18nContext.Provider value={i18n}>
        <FakePermissions states={permissions}>
          <ListPage definition={countryDefinition} />
        </FakePermissions>
      </I18nContext.Provider>
    </Provider>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div style={{ maxWidth: 1000 }}>{children}</div>;
}

const meta = {
  title: 'App/ListPage',
  component: ListPageStory,
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  args: { page: LOADED },
} satisfies Meta<typeof ListPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the first page of 18 countries sorted by code, every action granted. */
export const Loaded: Story = {};

/** Empty: the query matched nothing. */
export const Empty: Story = {
  args: {
    page: {
      ...LOADED,
      rows: [],
      total: 0,
      query: { ...LOADED.query, filter: { countryName: 'x' } },
    },
  },
};

/** Loading the first page: no rows yet. */
export const Loading: Story = {
  args: { page: { ...INITIAL_LIST_PAGE, status: 'loading' } },
};

/** The list could not be loaded: the error with a retry button. */
export const LoadFailed: Story = {
  args: {
    page: {
      ...INITIAL_LIST_PAGE,
      status: 'failed',
      error: 'You do not have the permission hpfm.country.list-query',
    },
  },
};

/** An operator: Create and Enable/Disable disabled, Delete hidden (toolbar and rows). */
export const Operator: Story = {
  args: { permissions: OPERATOR },
};

/** Two rows selected: the bulk actions are available. */
export const Selected: Story = {
  args: { page: { ...LOADED, selectedKeys: [1, 3] } },
};

/** The create dialog after the server refused a duplicate code. */
export const CreateRefused: Story = {
  parameters: CAPTURE_DIALOG,
  args: {
    page: {
      ...LOADED,
      form: {
        open: true,
        mode: 'create',
        row: null,
        saving: false,
        error: { message: 'Country code CN already exists', type: 'warning', fields: {} },
      },
    },
  },
};

/** Editing a row: the code is read-only. */
export const EditDialog: Story = {
  parameters: CAPTURE_DIALOG,
  args: {
    page: {
      ...LOADED,
      form: { open: true, mode: 'edit', row: COUNTRIES[4] ?? null, saving: false, error: null },
    },
  },
};

/** Chinese: every label from zh_CN. */
export const Chinese: Story = {
  args: { language: 'zh_CN' },
};

/** Chinese, as an operator. */
export const ChineseOperator: Story = {
  args: { language: 'zh_CN', permissions: OPERATOR },
};
