import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { batchRequested, selectBatch, type BatchEntry } from '../../../store/batches';
import type { RootState } from '../../../store/reducer';

/** The `batchId` of the page's address, or null when it has none (or not a number). */
export function useBatchId(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('batchId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The batch of the address, loaded once per page (again when the address names another). */
export function useStaffBatch(batchId: number | null): BatchEntry & { reload: () => void } {
  const dispatch = useDispatch();
  const entry = useSelector((state: RootState) =>
    batchId === null ? null : selectBatch(state, batchId),
  );
  useEffect(() => {
    if (batchId !== null) dispatch(batchRequested(batchId));
  }, [dispatch, batchId]);
  return {
    batch: entry?.batch ?? null,
    status: entry?.status ?? 'idle',
    reload: () => {
      if (batchId !== null) dispatch(batchRequested(batchId));
    },
  };
}
