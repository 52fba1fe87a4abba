import { useEffect, useState } from 'react';
import { fireEvent, userEvent } from 'storybook/test';
import { isModuleLoaded, loadModule } from '../../app/engine/registry';
import { ResourcePage } from '../../app/engine/ResourcePage';
import { createTranslator, type Locale, type Translate } from '../../app/i18n';
import en_US from '../../app/i18n/en_US';
import zh_CN from '../../app/i18n/zh_CN';
import type { ListPagesState } from '../../app/store/listPages';
import type { ReadEntry, WriteEntry } from '../../app/store/resources';
import type { SignedInUser } from '../../app/store/user';
import { FakePermissions, type FakePermissionState } from '../design-system/fakePermissions';
import { AppScreen } from './AppScreen';
import { ALL_GRANTED, holdScreenshot, painted, TENANT_ADMIN } from './engineFixtures';

/** What an engine page story shows: the address, the language and what the store holds. */
export interface EnginePageStoryProps {
  /** The page's address (a description's route). */
  path: string;
  language?: Locale;
  /** The signed-in user (their tenant decides which shared rows they may change). */
  user?: SignedInUser;
  /** List pages' state, by page id. */
  listPages?: ListPagesState;
  /** Cached reads, by read key. */
  reads?: Record<string, ReadEntry>;
  /** Writes (saves, custom actions), by id. */
  writes?: Record<string, WriteEntry>;
  permissions?: Record<string, FakePermissionState>;
  /** The module whose descriptions the page needs; hpfm when omitted. */
  module?: string;
}

const ROUTES = [{ path: '*', element: <ResourcePage /> }];

/**
 * The page a description's route opens, through `ResourcePage`, over a store without sagas:
 * the state is what the story says (nothing is fetched); the user's clicks still go through
 * the reducers and the pages' own state. The module's descriptions and the lazily loaded page
 * kinds load first (loki waits).
 */
export function EnginePageStory({
  path,
  language = 'en_US',
  user = TENANT_ADMIN,
  listPages = {},
  reads = {},
  writes = {},
  permissions = ALL_GRANTED,
  module = 'hpfm',
}: EnginePageStoryProps) {
  const [loaded, setLoaded] = useState(() => isModuleLoaded(module));
  const [release] = useState(() => (loaded ? undefined : holdScreenshot()));
  useEffect(() => {
    if (loaded) {
      if (release) void painted().then(release);
      return;
    }
    // The page kinds ResourcePage loads lazily come first too: shown before their chunk is in, a
    // page would be caught blank when the machine is slow.
    void Promise.all([
      loadModule(module),
      import('../../app/engine/DetailPage'),
      import('../../app/engine/SettingsPage'),
    ]).then(() => setLoaded(true));
  }, [loaded, release, module]);
  if (!loaded) return null;
  return (
    <FakePermissions states={permissions}>
      <AppScreen
        path={path}
        routes={ROUTES}
        language={language}
        state={(initial) => ({
          ...initial,
          user: { ...initial.user, currentUser: { ...user, language } },
          listPages,
          resources: { reads, writes },
        })}
      />
    </FakePermissions>
  );
}

/** The translator of a story's language, for its interactions. */
export function say(language: Locale = 'en_US'): Translate {
  return createTranslator(language, language === 'zh_CN' ? zh_CN : en_US);
}

/** Clicks without pointer checks: loki turns pointer events off while it shoots. */
export const clicks = () => userEvent.setup({ pointerEventsCheck: 0 });

/**
 * Puts a value into an input as typing ends (loki's browser window has no focus, so typed keys
 * would not arrive).
 */
export function typeInto(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}
