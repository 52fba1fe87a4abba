import { Route, Routes } from 'react-router-dom';
import { ResourcePage } from '../../engine/ResourcePage';
import { registerFeature } from '../../store/features';
import { serviceFeature } from '../portal/service/feature';
import { AnnouncementCreatePage, AnnouncementDetailPage } from './AnnouncementPages';
import {
  ChangePasswordPage,
  KnowledgeMenuPage,
  MailReceivingPage,
  NovoMagicPage,
  StatementScorePage,
} from './StaffPages';

// The settings' sagas join the store with these pages.
registerFeature(serviceFeature);

/**
 * The customer service's staff pages beyond their lists: the help centre's menu, an
 * announcement's creation and page, the staff member's password and mails, the released data
 * with sample-information links (`/novoMagic`), the scores with their monthly averages
 * (`/statementScore`); every other path (the lists, `/feedback`) is the resource engine's.
 */
export default function HfaqPages({ name }: { name?: string }) {
  return (
    <Routes>
      <Route path="/hfaq/knowledge/menu" element={<KnowledgeMenuPage />} />
      <Route path="/hfaq/announcement/create" element={<AnnouncementCreatePage />} />
      <Route
        path="/hfaq/announcement/detail/:announcementId"
        element={<AnnouncementDetailPage />}
      />
      <Route path="/hfaq/change-password" element={<ChangePasswordPage />} />
      <Route path="/hfaq/mail-receiving" element={<MailReceivingPage />} />
      <Route path="/novoMagic" element={<NovoMagicPage />} />
      <Route path="/statementScore" element={<StatementScorePage />} />
      <Route path="*" element={<ResourcePage name={name} modules={['hfaq']} />} />
    </Routes>
  );
}
