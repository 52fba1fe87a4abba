import { applyMiddleware, combineReducers, legacy_createStore as createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { createSelector } from 'reselect';
import { rootSaga } from '../../sagas';
import { createTranslator } from '../i18n';
import { globalReducer } from './global';

const rootReducer = combineReducers({ global: globalReducer });

/** The whole store's state. */
export type RootState = ReturnType<typeof rootReducer>;

/** Creates the store with its saga middleware and starts the root saga. */
export function createAppStore(preloaded?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = createStore(rootReducer, preloaded, applyMiddleware(sagaMiddleware));
  sagaMiddleware.run(rootSaga);
  return store;
}

/** The app's store type. */
export type AppStore = ReturnType<typeof createAppStore>;

/** The current language and its translator. */
export const selectI18n = createSelector(
  [(state: RootState) => state.global.language, (state: RootState) => state.global.messages],
  (locale, messages) => ({ locale, t: createTranslator(locale, messages) }),
);
