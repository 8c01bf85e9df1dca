import { api } from '../session/api-client';
import { EXPLORE_PAGE_SIZE } from '../../core/explore-rules';
import type { ExploreListData, ExploreReportData, ExploreType } from '../../core/contract/explore';
import type { ExploreListQuery, ExploreReportBody } from '../../core/contract/explore-requests';

export function fetchExplorePage(page: number, type?: ExploreType, pageSize = EXPLORE_PAGE_SIZE) {
  const query: ExploreListQuery = { page, page_size: pageSize, ...(type && { type }) };
  return api.get<ExploreListData>('/v1/common/explore', { query });
}

export function reportExploreItem(body: ExploreReportBody) {
  return api.post<ExploreReportData>('/v1/explore/report', body);
}
