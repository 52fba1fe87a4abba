import { Popover, Portal, Spinner } from '@chakra-ui/react';
import { useDispatch, useSelector } from 'react-redux';
import { lazyChunk, NotificationBadge } from '../../design-system';
import { useI18n } from '../i18n';
import { noticeCenterToggled, selectNotices, selectNotifyCount } from '../store/notices';

/** The open centre's body, in its own chunk. */
const NotificationPanel = lazyChunk(
  () => import('./NotificationPanel').then((module) => module.default),
  <Spinner size="sm" margin="4" />,
).Component;

/**
 * The shell header's notification centre: a bell with the unread count that opens a popover
 * with the latest messages and notices (NotificationPanel). Opening it loads the previews;
 * pushed counts refresh them while it is open.
 */
export function NotificationCenter() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const count = useSelector(selectNotifyCount);
  const { open } = useSelector(selectNotices);

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => dispatch(noticeCenterToggled(details.open))}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <NotificationBadge
          count={count}
          size="sm"
          labels={{
            label: t('noticeCenter.bell'),
            unread: (unread) => t('noticeCenter.bellUnread', { count: unread }),
          }}
        />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            width="sm"
            maxWidth="calc(100vw - 2rem)"
            aria-label={t('noticeCenter.title')}
          >
            <NotificationPanel />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
