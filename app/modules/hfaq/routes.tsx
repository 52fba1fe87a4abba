import { ResourcePageChunk as ResourcePage } from '../../engine/ResourcePageChunk';
import { lazyPages } from '../../lazyPages';
import { registerFeature } from '../../store/features';
import { serviceFeature } from '../portal/service/feature';
import type { ModuleRoute } from '../types';

// Each page loads from its own chunk when its route first draws it, not with the route table.
const { AnnouncementCreatePage, AnnouncementDetailPage } = lazyPages(
  () => import('./AnnouncementPages'),
  ['AnnouncementCreatePage', 'AnnouncementDetailPage'],
);
const {
  ChangePasswordPage,
  InfoSetPage,
  KnowledgeMenuPage,
  MailReceivingPage,
  NovoMagicPage,
  StatementScorePage,
} = lazyPages(
  () => import('./StaffPages'),
  [
    'ChangePasswordPage',
    'InfoSetPage',
    'KnowledgeMenuPage',
    'MailReceivingPage',
    'NovoMagicPage',
    'StatementScorePage',
  ],
);

// The settings' sagas join the store with these pages.
registerFeature(serviceFeature);

/**
 * The customer service's staff pages beyond their lists (part of the portal's staff pages, one
 * chunk): the help centre's menu, an announcement's creation and page, the staff member's
 * profile, password and mails, the released data with sample-information links, the scores
 * with their monthly averages, and the feedback list (an hfaq list at a route of its own).
 */
export const serviceStaffRoutes: ModuleRoute[] = [
  { path: '/hfaq/knowledge/menu', element: <KnowledgeMenuPage /> },
  { path: '/hfaq/announcement/create', element: <AnnouncementCreatePage /> },
  { path: '/hfaq/announcement/detail/:announcementId', element: <AnnouncementDetailPage /> },
  { path: '/hfaq/change-password', element: <ChangePasswordPage /> },
  { path: '/hfaq/mail-receiving', element: <MailReceivingPage /> },
  { path: '/huser/info-set', element: <InfoSetPage /> },
  { path: '/novoMagic', element: <NovoMagicPage /> },
  { path: '/statementScore', element: <StatementScorePage /> },
  { path: '/feedback', element: <ResourcePage modules={['hfaq']} /> },
];
