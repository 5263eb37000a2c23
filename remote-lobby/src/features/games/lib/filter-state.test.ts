import {
  applyPanel,
  EMPTY_FILTER,
  filterToParams,
  type FilterState,
  isFiltered,
  panelChoiceOf,
  parseFilter,
  pickVendor,
  resetPanel,
  searchName,
  toGameListQuery,
  toggleKey,
} from './filter-state';
import { entryQuery } from './special-entries';

describe('filter state in the URL', () => {
  it('round-trips through the query params', () => {
    const filter: FilterState = {
      vassalage: 'JL',
      gameClassify: 'FeatureBuy',
      dataType: 'new',
      gameName: 'fortune',
    };
    const params = filterToParams(filter);
    expect(params.toString()).toBe('vassalage=JL&gameClassify=FeatureBuy&dataType=new&gameName=fortune');
    expect(parseFilter(new URLSearchParams(params.toString()))).toEqual(filter);
  });

  it('leaves out empty filters and the default data type, keeping unrelated params', () => {
    const params = filterToParams(EMPTY_FILTER, new URLSearchParams('lang=en&vassalage=PG'));
    expect(params.toString()).toBe('lang=en');
    expect(isFiltered(parseFilter(params))).toBe(false);
  });

  it('reads an unknown data type as all', () => {
    expect(parseFilter(new URLSearchParams('dataType=bogus')).dataType).toBe('all');
    expect(parseFilter(new URLSearchParams('dataType=HOT')).dataType).toBe('hot');
  });
});

describe('filter changes', () => {
  const filtered: FilterState = { vassalage: 'JL', gameClassify: 'JP', dataType: 'all', gameName: 'x' };

  it('picking a vendor or searching by name resets the other filters', () => {
    expect(pickVendor('PG')).toEqual({ ...EMPTY_FILTER, vassalage: 'PG' });
    expect(searchName(' gold ')).toEqual({ ...EMPTY_FILTER, gameName: 'gold' });
  });

  it('deselects the active item on a second click', () => {
    const once = toggleKey(panelChoiceOf(EMPTY_FILTER), 'JP');
    expect(once.key).toBe('JP');
    expect(toggleKey(once, 'JP').key).toBe('');
    expect(toggleKey(once, 'SLOT').key).toBe('SLOT');
  });

  it('turns the hot, favourite and recent classifications into the data type', () => {
    expect(applyPanel(filtered, { key: 'FAV', gameName: '' })).toEqual({
      ...EMPTY_FILTER,
      dataType: 'favourite',
    });
    expect(panelChoiceOf({ ...EMPTY_FILTER, dataType: 'recent' }).key).toBe('RECENT');
  });

  it('changing the classification or the name in the popup resets the vendor', () => {
    const byVendor: FilterState = { ...EMPTY_FILTER, vassalage: 'PG' };
    expect(applyPanel(byVendor, { key: 'JP', gameName: '' })).toEqual({
      ...EMPTY_FILTER,
      gameClassify: 'JP',
    });
    expect(applyPanel(byVendor, { key: '', gameName: ' ace ' })).toEqual({
      ...EMPTY_FILTER,
      gameName: 'ace',
    });
  });

  it('applying the popup unchanged keeps the filter', () => {
    expect(applyPanel(filtered, { key: 'JP', gameName: 'x' })).toBe(filtered);
  });

  it('reset with nothing selected just closes, otherwise clears and applies', () => {
    expect(resetPanel({ key: '', gameName: '  ' })).toBe('close');
    expect(resetPanel({ key: 'JP', gameName: '' })).toBe('clear-and-apply');
    expect(resetPanel({ key: '', gameName: 'gold' })).toBe('clear-and-apply');
  });

  it('builds the query from the entry and the filters, on the page asked for', () => {
    expect(toGameListQuery(entryQuery('JACKPOT'), { ...filtered, gameClassify: 'SLOT' }, 1, 36)).toEqual({
      gameType: 'RNG',
      vassalage: 'JL',
      gameClassify: 'JP',
      gameName: 'x',
      isNew: '',
      pageNo: 1,
      pageSize: 36,
    });
    expect(toGameListQuery(entryQuery('RNG'), { ...EMPTY_FILTER, dataType: 'new' }, 2, 36).isNew).toBe('1');
  });
});
