import { Fragment, useRef, type ComponentType, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TemplateField } from '../../../core/contract/templates';
import { isWidgetType, type WidgetType } from '../../../core/template-rules';
import type { UploadedFile } from '../../../core/contract/uploads';
import type { FieldProps } from './field-props';
import { UPLOAD_WIDGETS, type FieldValue, type FieldValues } from './form-values';
import { fieldText } from './field-copy';
import { LongTextField } from './LongTextField';
import { ChoiceField } from './ChoiceField';
import { LinkageField, SelectField } from './SelectField';
import { ImageSwitchField, SwitchField } from './SwitchField';
import { SliderField } from './SliderField';
import { MultiImageField, SingleMediaField } from './media-fields';
import { promptMediumOf, type PromptAlgorithm } from '../../../core/contract/prompt-tools';
import { usePromptFill } from '../../prompt-tools/use-prompt-fill';
import './fields.css';

/**
 * Widgets that read their stored upload only when they mount: a new `resetKey` (settings filled in again) mounts
 * them anew. The others show `value` as it changes and must stay mounted, or a fill would take the focus from the
 * prompt box the user just tapped (and close its history list).
 */
const TAKES_INITIAL_UPLOAD = new Set<string>([...UPLOAD_WIDGETS, 'img_switch']);

/** The widget for each of the 13 template widget types. */
const WIDGETS: Record<WidgetType, ComponentType<FieldProps>> = {
  single_img: SingleMediaField,
  img_switch: ImageSwitchField,
  radio: ChoiceField,
  longtext: LongTextField,
  select_box: SelectField,
  ratio_selector: ChoiceField,
  single_video: SingleMediaField,
  button_switch: SwitchField,
  multi_img: MultiImageField,
  linkage_list_two: LinkageField,
  num_slider: SliderField,
  abstract_img: ChoiceField,
  tab_box: ChoiceField,
};

/**
 * The form a template's field list describes. Hidden fields render nothing (their default goes into the params,
 * see toParams); the caller owns the values so prompt samples and templates can fill them.
 */
export function TemplateForm({
  fields,
  values,
  onValue,
  onFile,
  disabled,
  after,
  initialFiles,
  initialUploads,
  resetKey = 0,
  promptHistoryKey,
  promptAlgorithm,
}: {
  fields: readonly TemplateField[];
  values: FieldValues;
  /** One field changed; the parent merges it into its latest values (uploads report after a delay). */
  onValue(field: string, value: FieldValue): void;
  onFile?(field: string, file: UploadedFile | null): void;
  disabled?: boolean;
  /** Files to send through the matching upload fields once, on mount. */
  initialFiles?: Record<string, File>;
  /** Files stored before (a draft, "Use these settings") to show in the matching upload fields. */
  initialUploads?: Record<string, UploadedFile>;
  /** A new value remounts the widgets, so upload fields start again from `initialUploads`. */
  resetKey?: number;
  /** The prompt field offers the recent prompts of this history record (a generator form's). */
  promptHistoryKey?: string;
  /** The algorithm the form runs: where it takes a prompt, the prompt box offers Polish and image uploads a prompt. */
  promptAlgorithm?: string;
  /** Something to show right after one field (the mask brush under its image). */
  after?: { field: string; node: ReactNode };
}) {
  const { i18n } = useLingui();
  const ratioField = fields.find((field) => field.type === 'ratio_selector');
  const formAspectRatio = ratioField ? values[ratioField.field] : undefined;
  const promptText = typeof values.prompt === 'string' ? values.prompt : '';
  const fills = usePromptFill(promptText);
  // The prompt as it is now, not as it was when a slow tool was asked: what the user typed meanwhile is what Undo
  // brings back.
  const latestPrompt = useRef(promptText);
  latestPrompt.current = promptText;
  const hasPrompt = fields.some((f) => f.field === 'prompt' && f.type === 'longtext' && !f.hidden);
  const tools =
    hasPrompt && promptAlgorithm && promptMediumOf(promptAlgorithm)
      ? {
          algorithm: promptAlgorithm as PromptAlgorithm,
          fill: fills.fill,
          record: fills.record,
          clear: fills.clear,
        }
      : undefined;
  const describe = (prompt: string) => {
    fills.record({ kind: 'describe', previous: latestPrompt.current, next: prompt });
    onValue('prompt', prompt);
    // The prompt box sits below the picture, often out of sight (a phone, the desktop's short form column).
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    requestAnimationFrame(() =>
      document
        .querySelector('.generator-form [name="prompt"]')
        ?.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' }),
    );
  };
  return (
    <>
      {fields
        // A widget type this app does not know (a newer server's) is left out rather than breaking the form.
        .filter((field) => !field.hidden && isWidgetType(field.type))
        .map((field) => {
          const Widget = WIDGETS[field.type];
          return (
            <Fragment
              key={`${field.type}:${field.field}${TAKES_INITIAL_UPLOAD.has(field.type) ? `:${resetKey}` : ''}`}
            >
              <Widget
                field={field}
                initialFile={initialFiles?.[field.field]}
                initialUpload={initialUploads?.[field.field]}
                historyKey={promptHistoryKey}
                formAspectRatio={formAspectRatio}
                promptTools={field.field === 'prompt' ? tools : undefined}
                onDescribe={tools && field.type === 'single_img' ? describe : undefined}
                value={values[field.field] ?? null}
                label={fieldText(i18n, field.label)}
                disabled={disabled}
                onChange={(value) => onValue(field.field, value)}
                onFile={(file) => onFile?.(field.field, file)}
              />
              {after?.field === field.field && after.node}
            </Fragment>
          );
        })}
    </>
  );
}
