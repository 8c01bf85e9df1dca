/** The API response envelope: success only when code is 0. */
export interface Envelope<T = unknown> {
  code: number;
  data: T;
  msg: string;
  trace_id: string;
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).code === 'number' &&
    'msg' in value &&
    'data' in value
  );
}

/** A paginated list as the server returns it. */
export interface Paginated<T> {
  list: T[];
  paginate: { total: number; page: number; page_size: number };
}
