import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { DataTableSort } from '../../design-system';
import { listPageLoad, type ListPageState, type ListPageTarget } from '../store/listPages';
import { selectCurrentUser } from '../store/selectors';
import type { RootState } from '../store/reducer';

/**
 * Loads the list page of `target` when it is drawn (a page never loaded yet with `defaultSort`,
 * one drawn again with the query it had), and again, with its query, once the server answers in
 * another language (the rows shown were read in the last one).
 */
export function useListLoad(
  target: ListPageTarget,
  status: ListPageState['status'],
  defaultSort: DataTableSort | null,
): void {
  const dispatch = useDispatch();
  const firstStatus = useRef(status);
  useEffect(() => {
    const fresh = firstStatus.current === 'idle';
    dispatch(listPageLoad({ target, query: fresh ? { sort: defaultSort } : undefined }));
  }, [dispatch, target, defaultSort]);

  const serverLanguage = useSelector((state: RootState) => selectCurrentUser(state)?.language);
  const rowsLanguage = useRef(serverLanguage);
  useEffect(() => {
    const before = rowsLanguage.current;
    rowsLanguage.current = serverLanguage;
    if (before !== undefined && before !== serverLanguage) dispatch(listPageLoad({ target }));
  }, [dispatch, target, serverLanguage]);
}
