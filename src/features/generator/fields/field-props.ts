import type { TemplateField } from '../../../core/contract/templates';
import type { UploadedFile } from '../../../core/contract/uploads';
import type { FieldValue } from './form-values';

/** What every widget gets: its field, the current value, a setter and its translated label. */
export interface FieldProps {
  field: TemplateField;
  value: FieldValue;
  onChange(value: FieldValue): void;
  label: string;
  disabled?: boolean;
  /** Upload widgets report the stored file (for previews such as the mask editor). */
  onFile?(file: UploadedFile | null): void;
  /** Upload widgets: the label is shown by a control above them, so only screen readers get it. */
  labelHidden?: boolean;
  /** Upload widgets: a file chosen before the page opened, sent on mount. */
  initialFile?: File;
  /** Upload widgets: a file stored before (a draft, "Use these settings"), shown without a new upload. */
  initialUpload?: UploadedFile;
  /** longtext: the prompt history record the prompt field offers (generator forms only). */
  historyKey?: string;
}
