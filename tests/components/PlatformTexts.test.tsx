import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { portalCustomerRoutes } from '../../app/modules/portal/routes';
import { RiskDecisionForm } from '../../app/modules/portal/views/RiskDecisionForm';
import { setNavigation } from '../../app/services/navigation';
import { setNotifier, type Notice } from '../../app/services/notification';
import { createAppStore } from '../../app/store';
import { readsInvalidate } from '../../app/store/resources';
import { ADMIN_USER, fakeApi, type FakeAnswer, type FakeCall } from '../support/fakeApi';
import { renderApp } from '../support/renderApp';
import { renderPage, routesUnder } from '../support/renderPage';
import { draftBatch, EMPTY_PAGE, WGS_PRODUCT as PRODUCT } from '../support/portalFixtures';
import { CUSTOMER } from '../support/users';
import { portalFeature } from '../../app/modules/portal/feature';
import { registerFeature } from '../../app/store/features';

// The portal's slices and sagas, as the app registers them when the portal's chunk loads.
registerFeature(portalFeature);

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(30_000);

type Lang = 'en_US' | 'zh_CN';
type Texts = Record<string, Partial<Record<Lang, { title: string; text: string }>>>;

/** The static texts as the platform ships them (shortened). */
const TEXTS: Texts = {
  'PORTAL.HELP.PRODUCTS': {
    en_US: { title: 'Choosing a product', text: '<p>Pick the product first.</p>' },
    zh_CN: { title: '如何选择产品', text: '<p>请先选择产品。</p>' },
  },
  'PORTAL.HELP.SAMPLE_SHEET': {
    en_US: {
      title: 'Filling in the sample sheet',
      text: '<ul><li>Sample names: 1 to 20 letters.</li><li>Volume in uL.</li></ul>',
    },
    zh_CN: { title: '填写样本信息表', text: '<ul><li>样本名称：1 至 20 个字母。</li></ul>' },
  },
  'PORTAL.HELP.SHIPPING': {
    en_US: { title: 'Shipping your samples', text: '<p>Ship RNA on <strong>dry ice</strong>.</p>' },
    zh_CN: { title: '寄送样本', text: '<p>RNA 请用<strong>干冰</strong>寄送。</p>' },
  },
  'PORTAL.HELP.QC_RISK': {
    en_US: { title: 'A sample at Risk', text: '<p>Decide whether to proceed or stop.</p>' },
    zh_CN: { title: '风险样本', text: '<p>请选择继续或终止。</p>' },
  },
};

const STATIC_TEXT = '/static-texts/text/by-code/nullable';
const CONFIG = {
  title: 'Novo Sequencing Cloud',
  logoUrl: null,
  faviconUrl: '/hfile/v1/files/favicon.png',
  menuLayout: 'inline',
  defaultLanguage: 'en_US',
  watermarkFlag: 0,
};

/** Static texts and the configuration at the site path and tenant 1's path. */
function platformRoutes(texts: Texts, config = CONFIG): Record<string, (url: URL) => FakeAnswer> {
  const text = (url: URL): FakeAnswer => {
    const lang = (url.searchParams.get('lang') ?? 'en_US') as Lang;
    const found = texts[url.searchParams.get('textCode') ?? '']?.[lang];
    return found
      ? { body: { textCode: url.searchParams.get('textCode'), ...found } }
      : { status: 204 };
  };
  const ui = (url: URL): FakeAnswer => ({
    body: {
      ...config,
      title: url.searchParams.get('lang') === 'zh_CN' ? '诺沃测序云' : config.title,
    },
  });
  return {
    [`GET /hpfm/v1${STATIC_TEXT}`]: text,
    [`GET /hpfm/v1/1${STATIC_TEXT}`]: text,
    'GET /hpfm/v1/config/ui': ui,
    'GET /hpfm/v1/1/config/ui': ui,
  };
}

let calls: FakeCall[];
let notices: Notice[];
let languages: jest.SpyInstance<readonly string[], []>;

function serve(texts: Texts = TEXTS, extra: Record<string, FakeAnswer> = {}, config = CONFIG) {
  calls = fakeApi({
    'GET /oauth/public/maintenance': { body: { maintenance: false } },
    ...platformRoutes(texts, config),
    ...extra,
  });
}

const textReads = (code: string) =>
  calls.filter(
    (call) => call.path.endsWith(STATIC_TEXT) && call.url.searchParams.get('textCode') === code,
  );

function renderAt(path: string) {
  const store = createAppStore();
  renderApp(store, path);
  return store;
}

beforeEach(() => {
  notices = [];
  localStorage.clear();
  setNotifier((notice) => notices.push(notice));
  languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
  document.title = 'HZERO Platform';
});

afterEach(() => languages.mockRestore());

const BATCH = draftBatch(3, []);

function NoNavigation() {
  useEffect(() => setNavigation({ navigate: () => undefined }), []);
  return null;
}

function renderPortal(
  path: string,
  language: Lang,
  texts: Texts = TEXTS,
  extra: Record<string, FakeAnswer> = {},
) {
  serve(texts, {
    'GET /hsif/v1/1/products': { body: [PRODUCT] },
    'GET /hpro/v1/1/projects': { body: EMPTY_PAGE },
    'GET /hsif/v1/1/batches': { body: EMPTY_PAGE },
    'GET /hsif/v1/1/batches/7': { body: BATCH },
    'PUT /hsif/v1/1/batches/7/draft': { body: { objectVersionNumber: 4, issues: [] } },
    ...extra,
  });
  return renderPage({
    user: CUSTOMER,
    language,
    path,
    beside: <NoNavigation />,
    routes: routesUnder('/pub', portalCustomerRoutes),
  }).store;
}

describe('help texts beside the portal steps', () => {
  it.each([
    ['en_US', 'Choosing a product', 'Pick the product first.'],
    ['zh_CN', '如何选择产品', '请先选择产品。'],
  ] as const)('step 1 (%s): the product help beside the products', async (lang, title, body) => {
    renderPortal('/pub/sample/step1', lang);
    const help = await screen.findByRole('complementary', { name: title });
    expect(help).toHaveTextContent(body);
    expect(textReads('PORTAL.HELP.PRODUCTS').at(-1)?.path).toBe(`/hpfm/v1/1${STATIC_TEXT}`);
    expect(textReads('PORTAL.HELP.PRODUCTS').at(-1)?.url.searchParams.get('lang')).toBe(lang);
    // The help precedes the products it explains.
    const products = await screen.findByText('Whole Genome Sequencing');
    expect(help.compareDocumentPosition(products) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['en_US', 'Filling in the sample sheet', 'Sample names: 1 to 20 letters.'],
    ['zh_CN', '填写样本信息表', '样本名称：1 至 20 个字母。'],
  ] as const)('step 2 (%s): the sample sheet help above the grid', async (lang, title, item) => {
    renderPortal('/pub/sample/step2?batchId=7', lang);
    const help = await screen.findByRole('complementary', { name: title });
    expect(within(help).getAllByRole('listitem')[0]).toHaveTextContent(item);
    expect(await screen.findByRole('grid')).toBeInTheDocument();
  });

  it.each([
    ['en_US', 'Shipping your samples', 'dry ice'],
    ['zh_CN', '寄送样本', '干冰'],
  ] as const)('shipping (%s): the shipping help above the form', async (lang, title, strong) => {
    renderPortal('/pub/sample/step2/shipping-info?batchId=7', lang);
    const help = await screen.findByRole('complementary', { name: title });
    expect(within(help).getByText(strong).tagName).toBe('STRONG');
  });

  it('shows a step without help when the text is missing', async () => {
    renderPortal('/pub/sample/step1', 'en_US', {});
    expect(await screen.findByText('Whole Genome Sequencing')).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows nothing and says nothing when the text cannot be read', async () => {
    renderPortal('/pub/sample/step1', 'en_US', TEXTS, {
      [`GET /hpfm/v1/1${STATIC_TEXT}`]: { status: 500, body: { message: 'down' } },
    });
    expect(await screen.findByText('Whole Genome Sequencing')).toBeInTheDocument();
    await waitFor(() => expect(textReads('PORTAL.HELP.PRODUCTS')).toHaveLength(1));
    await act(() => new Promise((ok) => setTimeout(ok, 50)));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(notices).toEqual([]);
  });

  it('never runs what a foreign server puts in the HTML: scripts, handlers and script links go', async () => {
    renderPortal('/pub/sample/step1', 'en_US', {
      'PORTAL.HELP.PRODUCTS': {
        en_US: {
          title: 'Notice',
          text: '<p onclick="alert(1)">Read <a href="javascript:alert(2)">this</a> and <a href="https://example.com" target="_blank">that</a>.</p><script>window.hacked = true</script><img src="x" onerror="alert(3)"><iframe src="https://example.com"></iframe>',
        },
      },
    });
    const notice = await screen.findByRole('complementary', { name: 'Notice' });
    expect(notice.querySelector('script, iframe, [onclick], [onerror]')).toBeNull();
    expect(within(notice).getByText('this')).not.toHaveAttribute('href');
    expect(within(notice).getByRole('link', { name: 'that' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(notice.querySelector('img')).not.toHaveAttribute('src');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows an edited text after a reload, and at once after an edit in this app', async () => {
    const texts: Texts = JSON.parse(JSON.stringify(TEXTS)) as Texts;
    const store = renderPortal('/pub/sample/step1', 'en_US', texts);
    await screen.findByRole('complementary', { name: 'Choosing a product' });

    texts['PORTAL.HELP.PRODUCTS']!.en_US = { title: 'New products', text: '<p>Long reads.</p>' };
    // An admin's save through the static-text screen forgets what was read under its path.
    act(() => {
      store.dispatch(readsInvalidate({ prefix: '/hpfm/v1[/{tenantId}]/static-texts' }));
    });
    expect(await screen.findByRole('complementary', { name: 'New products' })).toHaveTextContent(
      'Long reads.',
    );

    // A reload (a new store) reads the text again.
    cleanup();
    renderPortal('/pub/sample/step1', 'en_US', texts);
    expect(await screen.findByRole('complementary', { name: 'New products' })).toBeInTheDocument();
  });
});

describe('the Risk decision', () => {
  function renderForm(language: Lang, showHelp?: boolean) {
    serve();
    renderPage({
      user: CUSTOMER,
      language,
      element: (
        <RiskDecisionForm
          sampleName="LIV-03"
          busy={false}
          onDecide={() => undefined}
          showHelp={showHelp}
        />
      ),
    });
  }

  it.each([
    ['en_US', 'A sample at Risk', 'Decide whether to proceed or stop.'],
    ['zh_CN', '风险样本', '请选择继续或终止。'],
  ] as const)('explains a Risk verdict beside the choice (%s)', async (lang, title, body) => {
    renderForm(lang);
    const help = await screen.findByRole('complementary', { name: title });
    expect(help).toHaveTextContent(body);
    expect(within(screen.getByRole('form')).getByRole('complementary')).toBe(help);
  });

  it('leaves the help out of the forms after the first', async () => {
    renderForm('en_US', false);
    expect(await screen.findByRole('radio', { name: 'Proceed' })).toBeInTheDocument();
    await act(() => new Promise((ok) => setTimeout(ok, 50)));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(textReads('PORTAL.HELP.QC_RISK')).toHaveLength(0);
  });
});

describe('the system configuration in the operators’ shell', () => {
  it.each([
    ['en_US', 'Novo Sequencing Cloud'],
    ['zh_CN', '诺沃测序云'],
  ] as const)('names the product in the header and the browser tab (%s)', async (lang, title) => {
    serve(TEXTS, {
      'GET /iam/hzero/v1/users/self': { body: { ...ADMIN_USER, language: lang } },
      'GET /iam/hzero/v1/users/self-tenants': { body: [] },
      'GET /iam/hzero/v1/member-roles/self-roles': { body: [] },
      'GET /iam/hzero/v1/menus/tree': { body: [] },
    });
    renderAt('/workplace');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText(title)).toBeInTheDocument();
    expect(within(header).queryByText('HZERO Platform')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });
});
