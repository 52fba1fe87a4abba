import {
  INITIAL_LIST_PAGE,
  listPageLoaded,
  listPageLoading,
  listPagesReducer,
} from '../../app/store/listPages';
import { tabClosed } from '../../app/store/shellActions';

const QUERY = { ...INITIAL_LIST_PAGE.query, filter: { countryName: 'united' } };

/** Two list pages loading, each in its own tab. */
function twoPages() {
  return [
    listPageLoading({ id: 'hpfm/country', query: QUERY, tab: '/hpfm/country/list' }),
    listPageLoading({ id: 'hpfm/bank', query: QUERY, tab: '/hpfm/bank/list' }),
  ].reduce(listPagesReducer, {});
}

describe('list pages when a tab closes', () => {
  it('forgets the pages of the tab closed, and only those', () => {
    const state = listPagesReducer(twoPages(), tabClosed('/hpfm/country/list'));
    expect(Object.keys(state)).toEqual(['hpfm/bank']);
    expect(state['hpfm/bank']?.query).toEqual(QUERY);
  });

  it('does not bring a forgotten page back with the answer of a load still running', () => {
    const closed = listPagesReducer(twoPages(), tabClosed('/hpfm/country/list'));
    const answered = listPagesReducer(
      closed,
      listPageLoaded({ id: 'hpfm/country', rows: [{ id: 1 }], total: 1, idField: 'id' }),
    );
    expect(answered).toBe(closed);
  });
});
