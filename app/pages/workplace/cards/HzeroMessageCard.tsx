import { useDispatch, useSelector } from 'react-redux';
import { useI18n } from '../../../i18n';
import { NoticeList } from '../../../layouts/NoticeList';
import { markReadRequested, previewsRequested, selectNotices } from '../../../store/notices';
import { selectCurrentUser } from '../../../store/selectors';
import { CardState } from '../CardFrame';

/** The HzeroMessage card: the user's latest unread messages (the notification preview). */
export function HzeroMessageCard() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const user = useSelector(selectCurrentUser);
  const { notices, loading, loaded, error } = useSelector(selectNotices);

  if (!loaded || (error && notices.length === 0)) {
    const status = !loaded || loading ? 'loading' : 'failed';
    return <CardState status={status} onRetry={() => dispatch(previewsRequested())} />;
  }
  return (
    <NoticeList
      items={notices}
      user={user}
      emptyText={t('dashboard.noMessages')}
      onMarkRead={(id) => dispatch(markReadRequested([id]))}
    />
  );
}
