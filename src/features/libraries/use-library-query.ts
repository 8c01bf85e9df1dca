import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import {
  LIBRARY_QUERY_PARAMS,
  libraryQueryParams,
  parseLibraryQuery,
  type LibraryQuery,
} from '../../core/library-query';

/**
 * The library's query as the URL holds it, so a reload, a shared link and Back keep it. Changes replace the
 * history entry: typing a search must not leave one Back step per letter.
 */
export function useLibraryQuery(): [LibraryQuery, (change: Partial<LibraryQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseLibraryQuery(params), [params]);
  const update = useCallback(
    (change: Partial<LibraryQuery>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(libraryQueryParams({ ...parseLibraryQuery(current), ...change }));
          // Parameters that are not the query's (the tab) stay as they are.
          for (const [key, value] of current) if (!isQueryParam(key)) next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [query, update];
}

const isQueryParam = (key: string) => LIBRARY_QUERY_PARAMS.includes(key);
