import { ResourcePage } from '../../../engine/ResourcePage';
import { registerFeature } from '../../../store/features';
import type { PortalRoute } from '../routes';
import { serviceFeature } from './feature';
import { HelpCenterPage } from './HelpCenterPage';
import { MessageCenterPage } from './MessageCenterPage';
import { MySettingsPage } from './MySettingsPage';
import { TeamFrame } from './parts';
import { TeamHomePage, TeamMembersPage } from './TeamPages';
import { TourPage } from './TourPage';

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
