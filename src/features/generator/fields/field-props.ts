import type { TemplateField } from '../../../core/contract/templates';
import type { UploadedFile } from '../../../core/contract/uploads';
import type { FieldValue } from './form-values';
import type { PromptAlgorithm } from '../../../core/contract/prompt-tools';
import type { PromptFill } from '../../prompt-tools/use-prompt-fill';

/** The prompt box's tools: Polish for this algorithm, and the last fill with its Undo. */
interface PromptToolsProps {
  algorithm: PromptAlgorithm;
  fill: PromptFill | null;
  record(fill: PromptFill): void;
  clear(): void;
}

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
  /** Image upload widgets: the form's aspect ratio value ("16:9"), when the form has one, for the crop modal. */
  formAspectRatio?: unknown;
  /** longtext: the prompt history record the prompt field offers (generator forms only). */
  historyKey?: string;
  /** The prompt field of a form whose algorithm takes a prompt: Polish and Undo. */
  promptTools?: PromptToolsProps;
  /** Image upload fields of a form with a prompt box: write the prompt from the uploaded picture. */
  onDescribe?(prompt: string): void;
}
