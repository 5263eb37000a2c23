// The infinite-query options of a record endpoint, so each endpoint file states only its path and filter name.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, type ModuleId } from 'shared';
import {
  FIRST_RECORD_PAGE,
  moneyKeys,
  nextRecordPage,
  type RecordFilter,
  type RecordPageData,
  recordQuery,
} from './records';

export interface RecordEndpoint {
  /** Query-key name of the endpoint. */
  kind: string;
  path: string;
  moduleId: ModuleId;
  /** The endpoint's name for the type/status filter. */
  typeParam: string;
}

export function fetchRecordPage<T>(
  endpoint: RecordEndpoint,
  filter: RecordFilter,
  page: number,
): Promise<RecordPageData<T>> {
  return api.get<RecordPageData<T>>(endpoint.path, {
    moduleId: endpoint.moduleId,
    query: recordQuery(filter, endpoint.typeParam, page),
  });
}

/** Disabled while the filter is null (an invalid custom range). */
export function recordQueryOptions<T>(
  endpoint: RecordEndpoint,
  filter: RecordFilter | null,
  fetchPage: (filter: RecordFilter, page: number) => Promise<RecordPageData<T>>,
) {
  return infiniteQueryOptions({
    queryKey: moneyKeys.records(endpoint.kind, filter),
    queryFn: ({ pageParam }) => fetchPage(filter as RecordFilter, pageParam),
    initialPageParam: FIRST_RECORD_PAGE,
    getNextPageParam: nextRecordPage,
    enabled: filter !== null,
  });
}
