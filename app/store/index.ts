import { applyMiddleware, legacy_createStore as createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { rootSaga } from '../../sagas';
import { setRequestContext } from '../services/request';
import { loadedMessages } from '../i18n';
import { onFeatureRegistered, registeredFeatures } from './features';
import { languageChanged } from './global';
import { createRootReducer, type RootState } from './reducer';
import { selectTenantScoped } from './selectors';

export type { RootState } from './reducer';
export { selectI18n, selectSession, selectCurrentUser, selectTenantScoped } from './selectors';

/**
 * Creates the store with its saga middleware, connects the request client to the session
 * (tenant and role are read at every call) and starts the root saga. The slices and sagas of
 * the features registered so far join at once, those registered later when they register.
 */
export function createAppStore(preloaded?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = createStore(
    createRootReducer(registeredFeatures()),
    preloaded as RootState | undefined,
    applyMiddleware(sagaMiddleware),
  );
  setRequestContext({
    tenantId: () => store.getState().user.currentUser?.tenantId,
    tenantScoped: () => selectTenantScoped(store.getState()),
    menuId: () => undefined,
  });
  sagaMiddleware.run(rootSaga);
  for (const { saga } of registeredFeatures()) if (saga) sagaMiddleware.run(saga);
  onFeatureRegistered((feature) => {
    store.replaceReducer(createRootReducer(registeredFeatures()));
    if (feature.saga) sagaMiddleware.run(feature.saga);
    // Its messages join the current language's at once (the others' when they load).
    const { language } = store.getState().global;
    const messages = loadedMessages(language);
    if (feature.messages && messages) store.dispatch(languageChanged({ language, messages }));
  });
  return store;
}

/** The app's store type. */
export type AppStore = ReturnType<typeof createAppStore>;
