import { api } from '../session/api-client';
import { EXPLORE_PAGE_SIZE } from '../../core/explore-rules';
import type {
  ExploreListData,
  ExploreReportBody,
  ExploreReportData,
  ExploreType,
} from '../../core/contract/explore';

export function fetchExplorePage(page: number, type?: ExploreType, pageSize = EXPLORE_PAGE_SIZE) {
  return api.get<ExploreListData>('/v1/common/explore', {
    query: { page, page_size: pageSize, ...(type && { type }) },
  });
}

export function reportExploreItem(body: ExploreReportBody) {
  return api.post<ExploreReportData>('/v1/explore/report', body);
}
