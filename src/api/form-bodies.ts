import { isPlainObject, normalisePayload } from './normalise-payload';

/** Multipart parts for `upload`: one or more files plus plain fields. */
export interface UploadParts {
  file?: Blob | Blob[];
  /** Form field name of the file part(s); 'file' unless told. */
  fileField?: string;
  /** File name for a Blob that is not a File. */
  fileName?: string;
  fields?: Record<string, unknown>;
}

export type FormValues = Record<string, unknown>;

/** Text value of a form field: objects travel as JSON, scalars as their string form. */
function formValueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Urlencoded body for `postForm`. Values are normalised first; arrays repeat their key, objects become JSON,
 * null and undefined are left out (a form cannot say "null").
 */
export function toUrlEncoded(values: FormValues | URLSearchParams): URLSearchParams {
  if (values instanceof URLSearchParams) return values;
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(normalisePayload(values))) {
    if (value === undefined || value === null) continue;
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) if (item !== undefined && item !== null) out.append(key, formValueText(item));
  }
  return out;
}

/** Multipart body for `upload`. A ready FormData is sent as given; fields are normalised like JSON payloads. */
export function toFormData(parts: FormData | UploadParts): FormData {
  if (parts instanceof FormData) return parts;
  const form = new FormData();
  const fields = isPlainObject(parts.fields) ? normalisePayload(parts.fields) : {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, formValueText(value));
  }
  const files = parts.file === undefined ? [] : Array.isArray(parts.file) ? parts.file : [parts.file];
  for (const file of files) {
    const name = file instanceof File ? file.name : (parts.fileName ?? 'blob');
    form.append(parts.fileField ?? 'file', file, name);
  }
  return form;
}

/** Bytes of the file parts: the total an upload progress reports against. */
export function formDataFileBytes(form: FormData): number {
  let total = 0;
  form.forEach((value) => {
    if (typeof value !== 'string') total += value.size;
  });
  return total;
}
