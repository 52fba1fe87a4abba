import type { UnknownAction } from 'redux';
import type { BifForm } from '../../domain/portal/bif';
import type { QuotationRequest } from '../../domain/portal/quotations';
import { createAction } from './action';
import type { RootState } from './reducer';
import { clearUser } from './user';

/**
 * The money path's forms saved on the server as the customer types (a quotation's request, a
 * project's bioinformatics form): what was typed, the version it is based on, and how saving
 * goes. A page opens its draft from the server's answer and edits it; the saga saves it.
 */

/** What a draft holds, by kind. */
export interface DraftContents {
  quotation: QuotationRequest;
  bif: BifForm;
}

/** A kind of draft. */
export type DraftKind = keyof DraftContents;

/** How saving a draft goes. */
export type DraftSaveStatus = 'saved' | 'pending' | 'saving' | 'failed' | 'submitting';

/** One draft being edited. */
export interface MoneyDraft<K extends DraftKind = DraftKind> {
  kind: K;
  /** The quotation's id, or the project's of a bioinformatics form. */
  id: number;
  content: DraftContents[K];
  step: number;
  /** The server's version the next save is based on (0: a form not saved yet). */
  objectVersionNumber: number;
  /** Counts the edits; `savedRevision` is the last one the server has. */
  revision: number;
  savedRevision: number;
  status: DraftSaveStatus;
  /** Why the last save failed, in the user's language. */
  error: string | null;
}

/** State of the drafts, by {@link draftKey}. */
export interface MoneyDraftsState {
  drafts: Record<string, MoneyDraft>;
}

/** The key of a draft. */
export const draftKey = (kind: DraftKind, id: number) => `${kind}:${id}`;

/** What names a draft. */
export interface DraftRef {
  kind: DraftKind;
  id: number;
}

/** The server's version of a draft arrived: it replaces what is held unless edits wait. */
export const draftOpened = createAction<
  DraftRef & { content: DraftContents[DraftKind]; step: number; objectVersionNumber: number }
>('moneyDrafts/opened');
/** The user changed the draft (and, when given, moved to a step). */
export const draftEdited = createAction<
  DraftRef & { content: DraftContents[DraftKind]; step?: number }
>('moneyDrafts/edited');
/** Save what is not saved yet, now. */
export const draftFlushRequested = createAction<DraftRef>('moneyDrafts/flush');
/** Save what is not saved yet, then submit the draft and go to `then`. */
export const draftSubmitRequested = createAction<DraftRef & { then: string }>('moneyDrafts/submit');
/** A save of `revision` started. */
export const draftSaving = createAction<DraftRef & { revision: number }>('moneyDrafts/saving');
/** The server has `revision`, at version `objectVersionNumber`. */
export const draftSaved = createAction<
  DraftRef & { revision: number; objectVersionNumber: number }
>('moneyDrafts/saved');
/** A save or submission failed; the edits are kept. */
export const draftFailed = createAction<DraftRef & { error: string | null }>('moneyDrafts/failed');
/** The draft is no longer edited here (submitted, or its edits given up for the saved one). */
export const draftClosed = createAction<DraftRef>('moneyDrafts/closed');
/** Go to a page of the app (after a write succeeded, say). */
export const moneyNavigate = createAction<string>('moneyDrafts/navigate');
/** Start a new quotation request and open its first step. */
export const quotationStartRequested = createAction('moneyDrafts/startQuotation');

/** The draft an action of this slice names, if it is one of them. */
function refOf(action: UnknownAction): DraftRef | undefined {
  const ours = [
    draftEdited,
    draftFlushRequested,
    draftSubmitRequested,
    draftSaving,
    draftSaved,
    draftFailed,
    draftClosed,
  ];
  return ours.some((creator) => creator.match(action))
    ? (action as UnknownAction & { payload: DraftRef }).payload
    : undefined;
}

/** Reducer of {@link MoneyDraftsState}. */
export function moneyDraftsReducer(
  state: MoneyDraftsState = { drafts: {} },
  action: UnknownAction,
): MoneyDraftsState {
  if (clearUser.match(action)) return { drafts: {} };
  const put = (key: string, draft: MoneyDraft | undefined) => {
    const drafts = { ...state.drafts };
    if (draft) drafts[key] = draft;
    else delete drafts[key];
    return { drafts };
  };
  if (draftOpened.match(action)) {
    const { kind, id, content, step, objectVersionNumber } = action.payload;
    const key = draftKey(kind, id);
    const held = state.drafts[key];
    // Edits not saved yet, or a newer version saved from here, win over an older answer.
    const unsaved = held && held.revision !== held.savedRevision;
    if (unsaved || (held && held.objectVersionNumber > objectVersionNumber)) return state;
    return put(key, {
      kind,
      id,
      content,
      step,
      objectVersionNumber,
      revision: held?.revision ?? 0,
      savedRevision: held?.revision ?? 0,
      status: 'saved',
      error: null,
    });
  }
  const ref = refOf(action);
  const key = ref ? draftKey(ref.kind, ref.id) : '';
  const held = state.drafts[key];
  if (!held) return state;
  if (draftEdited.match(action)) {
    return put(key, {
      ...held,
      content: action.payload.content,
      step: action.payload.step ?? held.step,
      revision: held.revision + 1,
      status: held.status === 'saving' ? 'saving' : 'pending',
    });
  }
  if (draftSaving.match(action)) return put(key, { ...held, status: 'saving', error: null });
  if (draftSubmitRequested.match(action)) {
    return put(key, { ...held, status: 'submitting', error: null });
  }
  if (draftSaved.match(action)) {
    const { revision, objectVersionNumber } = action.payload;
    return put(key, {
      ...held,
      objectVersionNumber,
      savedRevision: revision,
      status: held.revision === revision ? 'saved' : 'pending',
    });
  }
  if (draftFailed.match(action)) {
    return put(key, { ...held, status: 'failed', error: action.payload.error });
  }
  if (draftClosed.match(action)) return put(key, undefined);
  return state;
}

/** A draft, or undefined before its page opened it. */
export function selectDraft<K extends DraftKind>(
  state: RootState,
  kind: K,
  id: number,
): MoneyDraft<K> | undefined {
  return (state as RootState & { moneyDrafts?: MoneyDraftsState }).moneyDrafts?.drafts[
    draftKey(kind, id)
  ] as MoneyDraft<K> | undefined;
}
