import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { legacy_createStore as createStore } from 'redux';
import {
  addMessagePart,
  createTranslator,
  I18nContext,
  withMessageParts,
  type Locale,
} from '../../app/i18n';
import en_US from '../../app/i18n/en_US';
import zh_CN from '../../app/i18n/zh_CN';
import { createRootReducer, type RootState } from '../../app/store/reducer';
import { engineFeature } from '../../app/engine/feature';
import { portalFeature } from '../../app/modules/portal/feature';

/** The whole app's reducer: the core's slices, the engine's and the portal's; its messages too. */
const rootReducer = createRootReducer([engineFeature, portalFeature]);
if (portalFeature.messages) addMessagePart(portalFeature.messages);

/** What an app screen story shows. */
export interface AppScreenProps {
  /** The address the screen opens at. */
  path: string;
  /** The routes that may answer it (absolute paths). */
  routes: readonly { path: string; element: ReactNode }[];
  /** The language of the screen. */
  language?: Locale;
  /** The store's state, built from the initial state with the language already set. */
  state?: (initial: RootState) => RootState;
}

/**
 * A composed app screen over a store without sagas: the state is what the story says (nothing
 * is fetched), and the user's clicks still go through the reducers.
 */
export function AppScreen({ path, routes, language = 'en_US', state = (s) => s }: AppScreenProps) {
  const messages = withMessageParts(language, language === 'zh_CN' ? zh_CN : en_US);
  const [store] = useState(() => {
    const initial = rootReducer(undefined, { type: '@@story/init' });
    return createStore(
      rootReducer,
      state({ ...initial, global: { ...initial.global, language, messages } }),
    );
  });
  const [i18n] = useState(() => ({ locale: language, t: createTranslator(language, messages) }));
  return (
    <Provider store={store}>
      <I18nContext.Provider value={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </Routes>
        </MemoryRouter>
      </I18nContext.Provider>
    </Provider>
  );
}
