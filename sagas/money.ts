import { buffers, type Channel } from 'redux-saga';
import {
  actionChannel,
  call,
  delay,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLeading,
} from 'redux-saga/effects';
import type { UnknownAction } from 'redux';
import { quotationStepPath } from '../app/modules/portal/money/paths';
import { navigate } from '../app/services/navigation';
import { notify } from '../app/services/notification';
import {
  createQuotation,
  MONEY_PATHS,
  saveBifDraft,
  saveQuotationDraft,
  type Quotation,
} from '../app/services/money';
import {
  draftClosed,
  draftEdited,
  draftFailed,
  draftFlushRequested,
  draftKey,
  draftSaved,
  draftSaving,
  draftSubmitRequested,
  moneyNavigate,
  quotationStartRequested,
  selectDraft,
  type DraftRef,
  type MoneyDraft,
} from '../app/store/moneyDrafts';
import type { RootState } from '../app/store/reducer';
import { readsInvalidate } from '../app/store/resources';
import { selectI18n } from '../app/store/selectors';
import type { BifForm } from '../domain/portal/bif';
import type { QuotationRequest } from '../domain/portal/quotations';
import { callApi } from './api';
import { writeResource } from './resources';

/** How long typing may pause before the draft is saved, in ms. */
export const AUTOSAVE_DELAY = 800;

function ignoreFailure() {
  // The draft's page says why its save failed.
}

function* draftOf(ref: DraftRef) {
  return (yield select((state: RootState) => selectDraft(state, ref.kind, ref.id))) as
    MoneyDraft | undefined;
}

function messageOf(error: unknown): string | null {
  return error instanceof Error ? error.message : null;
}

/** Saves what the server does not have yet; answers whether the server has everything now. */
function* saveOnce(ref: DraftRef) {
  const draft = yield* draftOf(ref);
  if (!draft) return false;
  if (draft.revision === draft.savedRevision) return true;
  const { revision, objectVersionNumber, step } = draft;
  yield put(draftSaving({ ...ref, revision }));
  const quiet = { silent: true, onFailed: ignoreFailure };
  const result =
    ref.kind === 'quotation'
      ? yield* callApi(
          saveQuotationDraft,
          [ref.id, { objectVersionNumber, step, request: draft.content as QuotationRequest }],
          quiet,
        )
      : yield* callApi(
          saveBifDraft,
          [ref.id, { objectVersionNumber, step, form: draft.content as BifForm }],
          quiet,
        );
  if (result.ok) {
    yield put(
      draftSaved({ ...ref, revision, objectVersionNumber: result.data.objectVersionNumber }),
    );
    return true;
  }
  yield put(draftFailed({ ...ref, error: messageOf(result.error) }));
  return false;
}

/** Where a draft is submitted. */
function submitPath(ref: DraftRef): string {
  return ref.kind === 'quotation'
    ? `${MONEY_PATHS.quotation(ref.id)}/submit`
    : `${MONEY_PATHS.bif(ref.id)}/submit`;
}

/** Saves the draft, submits it, and on success forgets it and goes on to `then`. */
function* submitDraft(action: ReturnType<typeof draftSubmitRequested>) {
  const { then, ...ref } = action.payload;
  if (!(yield* saveOnce(ref))) return;
  const draft = yield* draftOf(ref);
  if (!draft) return;
  const result = yield* callApi(writeResource, [
    'POST',
    submitPath(ref),
    { objectVersionNumber: draft.objectVersionNumber },
  ]);
  if (!result.ok) {
    yield put(draftFailed({ ...ref, error: messageOf(result.error) }));
    return;
  }
  const read = ref.kind === 'quotation' ? MONEY_PATHS.quotation(ref.id) : MONEY_PATHS.bif(ref.id);
  yield put(readsInvalidate({ prefix: read }));
  yield put(draftClosed(ref));
  const { t } = (yield select(selectI18n)) as ReturnType<typeof selectI18n>;
  yield call(notify, { type: 'success', title: t('notification.success') });
  yield call(navigate, then);
}

/**
 * The autosave of every money draft: an edit waits {@link AUTOSAVE_DELAY} ms for more (so that
 * typing makes one save), a flush saves at once, a submission saves first. One save runs at a
 * time, in the order asked; edits made meanwhile wait in the channel.
 */
function* autosave() {
  const channel = (yield actionChannel(
    [draftEdited.type, draftFlushRequested.type, draftSubmitRequested.type],
    buffers.expanding(20),
  )) as Channel<UnknownAction>;
  const pending = new Map<string, DraftRef>();
  const refOf = (action: UnknownAction) => {
    const { kind, id } = (action as UnknownAction & { payload: DraftRef }).payload;
    return { kind, id };
  };
  for (;;) {
    let next: UnknownAction | undefined = (yield take(channel)) as UnknownAction;
    while (next && draftEdited.match(next)) {
      const ref = refOf(next);
      pending.set(draftKey(ref.kind, ref.id), ref);
      const { change } = (yield race({
        change: take(channel),
        wait: delay(AUTOSAVE_DELAY),
      })) as { change?: UnknownAction };
      next = change;
    }
    if (next && draftFlushRequested.match(next)) {
      const ref = refOf(next);
      pending.set(draftKey(ref.kind, ref.id), ref);
    }
    const submit = next && draftSubmitRequested.match(next) ? next : undefined;
    // A draft being submitted is saved by its submission, once.
    if (submit) pending.delete(draftKey(submit.payload.kind, submit.payload.id));
    for (const ref of pending.values()) yield* saveOnce(ref);
    pending.clear();
    if (submit) yield* submitDraft(submit);
  }
}

/** A new quotation request, opened at its first step. */
function* startQuotation() {
  const result = yield* callApi(createQuotation, []);
  if (!result.ok) return;
  const quotation: Quotation = result.data;
  yield put(readsInvalidate({ prefix: MONEY_PATHS.quotations }));
  yield call(navigate, quotationStepPath(1, quotation.quotationId));
}

/** Side effects of the money path's pages. */
export function* moneySaga() {
  yield takeLeading(quotationStartRequested.type, startQuotation);
  yield takeEvery(moneyNavigate.type, function* go(action: ReturnType<typeof moneyNavigate>) {
    yield call(navigate, action.payload);
  });
  yield* autosave();
}
