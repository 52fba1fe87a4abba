import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { QuotationRequest } from '../../../../../domain/portal/quotations';
import { useRead, useReadAgain } from '../../../../engine/useRead';
import { MONEY_PATHS, type Quotation } from '../../../../services/money';
import {
  draftEdited,
  draftOpened,
  selectDraft,
  type MoneyDraft,
} from '../../../../store/moneyDrafts';
import type { RootState } from '../../../../store/reducer';

/** What a quotation page works with. */
export interface QuotationPageState {
  quotation: Quotation | undefined;
  status: 'loading' | 'ready' | 'failed' | undefined;
  /** The request being edited (a Draft only). */
  draft: MoneyDraft<'quotation'> | undefined;
  /** Records an edit of the request (saved as typed). */
  edit: (request: QuotationRequest, step?: number) => void;
  /** Reads the quotation again (after a change made here). */
  reload: () => void;
}

/**
 * A quotation read fresh when its page opens; a Draft's request is opened for editing (what
 * was typed and not saved yet wins over an older answer).
 */
export function useQuotation(quotationId: number | null): QuotationPageState {
  const dispatch = useDispatch();
  const path = quotationId === null ? undefined : MONEY_PATHS.quotation(quotationId);
  const entry = useRead(path, {}, { fresh: true });
  const reload = useReadAgain(path);
  const quotation = entry?.data as Quotation | undefined;
  const draft = useSelector((state: RootState) =>
    quotationId === null ? undefined : selectDraft(state, 'quotation', quotationId),
  );
  useEffect(() => {
    if (!quotation || quotation.status !== 'Draft') return;
    dispatch(
      draftOpened({
        kind: 'quotation',
        id: quotation.quotationId,
        content: quotation.request,
        step: quotation.step,
        objectVersionNumber: quotation.objectVersionNumber,
      }),
    );
  }, [dispatch, quotation]);
  const edit = useCallback(
    (request: QuotationRequest, step?: number) => {
      if (quotationId === null) return;
      dispatch(draftEdited({ kind: 'quotation', id: quotationId, content: request, step }));
    },
    [dispatch, quotationId],
  );
  return { quotation, status: entry?.status, draft, edit, reload };
}
