import { createTranslator, isLocale, loadMessages } from '../../app/i18n';
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
    expect(saga.dispatched).toEqual([languageChanged({ language: 'zh_CN', messages: zh_CN })]);
    saga.stop();
  });
});
