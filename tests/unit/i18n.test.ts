import {
  addMessagePart,
  createTranslator,
  isLocale,
  loadedMessages,
  loadMessages,
  withMessageParts,
} from '../../app/i18n';
import { createAppStore } from '../../app/store';
import { registerFeature } from '../../app/store/features';
import { selectI18n } from '../../app/store/selectors';
import en_US from '../../app/i18n/en_US';
import zh_CN from '../../app/i18n/zh_CN';
import { changeLanguage, languageChanged } from '../../app/store/global';
import { languageSaga } from '../../sagas/language';
import { startSaga } from '../support/saga';

describe('translations', () => {
  it('fills placeholders', () => {
    const t = createTranslator('en_US', en_US);
    expect(t('notAvailable.description', { name: 'Quotations' })).toBe(
      'Quotations is on its way and not available in this release yet.',
    );
  });

  it('translates into Chinese', () => {
    expect(createTranslator('zh_CN', zh_CN)('exception.403')).toBe('抱歉，你无权访问该页面');
  });

  it('falls back to English for a key a locale lacks', () => {
    const partial = { ...zh_CN, app: { ...zh_CN.app, workplace: undefined as unknown as string } };
    expect(createTranslator('zh_CN', partial)('app.workplace')).toBe('Workplace');
  });

  it('knows which locales it ships', () => {
    expect(isLocale('zh_CN')).toBe(true);
    expect(isLocale('fr_FR')).toBe(false);
  });

  it('loads a locale once and answers again from the cache', async () => {
    const first = await loadMessages('zh_CN');
    expect(await loadMessages('zh_CN')).toBe(first);
  });
});

describe('language saga', () => {
  it('loads the messages of the asked language and makes it current', async () => {
    const saga = startSaga(languageSaga);
    saga.send(changeLanguage('zh_CN'));
    await saga.settle();
    expect(saga.dispatched).toEqual([
      languageChanged({ language: 'zh_CN', messages: withMessageParts('zh_CN', zh_CN) }),
    ]);
    saga.stop();
  });
});

describe('message parts', () => {
  it("merges a part into the loaded locales and into those loaded later, keeping the core's keys", async () => {
    const part = {
      en_US: { portal: { partTest: { hello: 'Hello %{name}' } } },
      zh_CN: { portal: { partTest: { hello: '你好 %{name}' } } },
    };
    addMessagePart(part);
    const english = loadedMessages('en_US') ?? {};
    const t = createTranslator('en_US', english);
    expect(t('portal.partTest.hello' as never, { name: 'Ada' })).toBe('Hello Ada');
    expect(t('portal.name')).toBe('Sequencing Portal');
    const chinese = await loadMessages('zh_CN');
    expect(
      createTranslator('zh_CN', chinese)('portal.partTest.hello' as never, { name: 'Ada' }),
    ).toBe('你好 Ada');
  });

  it("gives the store's translator a feature's messages when the feature registers", () => {
    const store = createAppStore();
    const key = 'featureTest.greeting' as never;
    expect(selectI18n(store.getState()).t(key)).toBe(key);
    registerFeature({
      name: 'message-part-test',
      reducers: {},
      saga: function* noEffects() {},
      messages: {
        en_US: { featureTest: { greeting: 'Hi' } },
        zh_CN: { featureTest: { greeting: '嗨' } },
      },
    });
    expect(selectI18n(store.getState()).t(key)).toBe('Hi');
  });
});
