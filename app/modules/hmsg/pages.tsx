import { Route, Routes } from 'react-router-dom';
import { ResourcePage } from '../../engine/ResourcePage';
import { registerFeature } from '../../store/features';
import { hmsgFeature } from './feature';
import { USER_MESSAGE_DETAIL_ROUTE, USER_MESSAGES_PATH } from './paths';
import { UserMessageDetailPage } from './UserMessageDetailPage';
import { UserMessagesPage } from './UserMessagesPage';

registerFeature(hmsgFeature);

/**
 * The messaging pages beyond the resource descriptions (the signed-in user's messages and one
 * message); every other hmsg path is a resource page.
 */
export default function HmsgPages({ name }: { name?: string }) {
  return (
    <Routes>
      <Route path={USER_MESSAGES_PATH} element={<UserMessagesPage />} />
      <Route path={USER_MESSAGE_DETAIL_ROUTE} element={<UserMessageDetailPage />} />
      <Route path="*" element={<ResourcePage name={name} />} />
    </Routes>
  );
}
