import { ResourcePageChunk as ResourcePage } from '../../../engine/ResourcePageChunk';
import { lazyPages } from '../../../lazyPages';
import { registerFeature } from '../../../store/features';
import type { PortalRoute } from '../routes';
import { serviceFeature } from './feature';
import { TeamFrame } from './parts';

// Each page loads from its own chunk when its route first draws it, not with the route table.
const { HelpCenterPage } = lazyPages(() => import('./HelpCenterPage'), ['HelpCenterPage']);
const { MessageCenterPage } = lazyPages(() => import('./MessageCenterPage'), ['MessageCenterPage']);
const { MySettingsPage } = lazyPages(() => import('./MySettingsPage'), ['MySettingsPage']);
const { TeamHomePage, TeamMembersPage } = lazyPages(
  () => import('./TeamPages'),
  ['TeamHomePage', 'TeamMembersPage'],
);
const { TourPage } = lazyPages(() => import('./TourPage'), ['TourPage']);

// The settings' sagas join the store with the portal's pages.
registerFeature(serviceFeature);

/**
 * The customer service's pages under `/pub`: the team (its allocation history is the engine's
 * list of huser/allocation-history), messages, settings, the help centre and the tour; the
 * data delivery (`/pub/novoMagic`) is the engine's list of hfaq/data-file.
 */
export const serviceRoutes: PortalRoute[] = [
  { path: 'myteam', element: <TeamHomePage /> },
  { path: 'myteam/home', element: <TeamHomePage /> },
  { path: 'myteam/user', element: <TeamMembersPage /> },
  {
    path: 'myteam/allocationHistory',
    element: (
      <TeamFrame>
        <ResourcePage modules={['huser']} />
      </TeamFrame>
    ),
  },
  { path: 'information/message-center', element: <MessageCenterPage /> },
  { path: 'information/my-setting', element: <MySettingsPage /> },
  { path: 'information/help-center', element: <HelpCenterPage /> },
  { path: 'demo', element: <TourPage /> },
];
