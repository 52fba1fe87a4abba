import type { UnknownAction } from 'redux';
import type { UserMessage, UserMessageTypeCode } from '../services/messages';
import { createAction } from './action';
import type { RootState } from './reducer';
import { clearUser } from './user';

/** The notification centre's state (SPEC.md section 3, Global state: notices, announces). */
export interface NoticesState {
  /** Whether the notification popover is open; pushed counts then refresh the previews. */
  open: boolean;
  /** The latest unread messages (`messages/user/preview`). */
  notices: UserMessage[];
  /** The latest notices (`notices/user/preview`). */
  announces: UserMessage[];
  /** The previews are loading. */
  loading: boolean;
  /** The previews have loaded at least once. */
  loaded: boolean;
  /** The last preview load failed. */
  error: boolean;
  /** 'Mark all as read' is running. */
  markingAll: boolean;
  /** The message types being cleared now. */
  clearing: UserMessageTypeCode[];
}

/** The popover opened (previews load) or closed. */
export const noticeCenterToggled = createAction<boolean>('notices/toggle');
/** Load the message and notice previews. */
export const previewsRequested = createAction('notices/fetchPreviews');
/** The previews arrived; a list that failed to load is left out. */
export const previewsLoaded = createAction<{
  notices?: UserMessage[];
  announces?: UserMessage[];
  failed: boolean;
}>('notices/previewsLoaded');
/** Fetch the unread count again (it goes to `currentUser.notifyCount`). */
export const countRequested = createAction('notices/fetchCount');
/** Mark some messages read. */
export const markReadRequested = createAction<number[]>('notices/markRead');
/** The server marked these messages read. */
export const markedRead = createAction<number[]>('notices/markedRead');
/** Mark every message read (`readAll=1`). */
export const markAllReadRequested = createAction('notices/markAllRead');
/** The server marked every message read. */
export const markedAllRead = createAction('notices/markedAllRead');
/** Delete the user's messages of these types. */
export const clearRequested = createAction<UserMessageTypeCode[]>('notices/clear');
/** The server deleted the messages of these types. */
export const cleared = createAction<UserMessageTypeCode[]>('notices/cleared');
/** Marking or clearing failed (the error is already shown). */
export const noticeActionFailed = createAction('notices/actionFailed');

const initialState: NoticesState = {
  open: false,
  notices: [],
  announces: [],
  loading: false,
  loaded: false,
  error: false,
  markingAll: false,
  clearing: [],
};

function markRead(list: UserMessage[], ids?: number[]): UserMessage[] {
  return list.map((item) =>
    !ids || ids.includes(item.userMessageId) ? { ...item, readFlag: 1 } : item,
  );
}

/** Reducer of {@link NoticesState}. */
export function noticesReducer(
  state: NoticesState = initialState,
  action: UnknownAction,
): NoticesState {
  if (noticeCenterToggled.match(action)) return { ...state, open: action.payload };
  if (previewsRequested.match(action)) return { ...state, loading: true };
  if (previewsLoaded.match(action)) {
    const { notices, announces, failed } = action.payload;
    return {
      ...state,
      notices: notices ?? state.notices,
      announces: announces ?? state.announces,
      loading: false,
      loaded: true,
      error: failed,
    };
  }
  if (markedRead.match(action)) {
    return {
      ...state,
      notices: markRead(state.notices, action.payload),
      announces: markRead(state.announces, action.payload),
    };
  }
  if (markAllReadRequested.match(action)) return { ...state, markingAll: true };
  if (markedAllRead.match(action)) {
    return {
      ...state,
      markingAll: false,
      notices: markRead(state.notices),
      announces: markRead(state.announces),
    };
  }
  if (clearRequested.match(action)) {
    return { ...state, clearing: [...new Set([...state.clearing, ...action.payload])] };
  }
  if (cleared.match(action)) {
    const types: string[] = action.payload;
    const keep = (item: UserMessage) => !types.includes(item.userMessageTypeCode);
    return {
      ...state,
      clearing: state.clearing.filter((type) => !types.includes(type)),
      notices: state.notices.filter(keep),
      announces: state.announces.filter(keep),
    };
  }
  if (noticeActionFailed.match(action)) return { ...state, markingAll: false, clearing: [] };
  if (clearUser.match(action)) return initialState;
  return state;
}

/** The notification centre's state. */
export const selectNotices = (state: RootState) => state.notices;

/** The unread count shown on the bell (0 until known). */
export const selectNotifyCount = (state: RootState) =>
  Math.max(0, Number(state.user.currentUser?.notifyCount) || 0);
