import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useSnapshot } from 'valtio';
import type { Template, TemplateField } from '../../core/contract/templates';
import type { UploadedFile } from '../../core/contract/uploads';
import type { TaskUserData } from '../../core/contract/tasks';
import type { TaskRecord } from '../../sw-contract/api';
import { useDraft } from '../drafts/use-draft';
import { historyKey, rememberPrompt } from '../prompt-history/history-store';
import { sessionState } from '../session/session-state';
import type { FieldValues } from './fields/form-values';
import { peekPendingGeneratorSettings } from './pending-settings';
import { formSettings, readInputs, storedInputs, storyUserData, type StoredInputs } from './task-settings';
import type { GeneratorTask } from './use-generator-task';

interface FormState {
  fields: readonly TemplateField[];
  algorithm: string;
  template: Pick<Template, 'name' | 'num'> | null;
  values: FieldValues;
  setValues: Dispatch<SetStateAction<FieldValues>>;
  files: Record<string, UploadedFile | null>;
  setFiles: Dispatch<SetStateAction<Record<string, UploadedFile | null>>>;
  current: GeneratorTask;
}

/** Where the page is, without the window during prerendering: the draft's key and the task's route. */
const pagePath = () => (typeof window === 'undefined' ? '' : window.location.pathname);

/**
 * What a generator form keeps and brings back: settings handed over with stored uploads ("Use these settings"),
 * a task's settings filled again ("Edit and retry"), the draft of the form with the task it shows, and the
 * prompt history of each Generate.
 */
export function useFormReuse(form: FormState) {
  const { uid } = useSnapshot(sessionState);
  // Uploads handed over with "Use these settings"; the page takes the rest of the settings as its preset.
  const [handover] = useState(() => peekPendingGeneratorSettings('', form.algorithm));
  const [uploads, setUploads] = useState({ resetKey: 0, inputs: handover?.inputs ?? {} });
  const promptKey = historyKey(uid, form.algorithm);
  // A draft read after the user already typed or picked must not overwrite that. Only the user's own edits count:
  // the page itself also changes values while the draft is read (new field lists, defaults), and comparing the
  // values with the opening ones took those for typing and dropped the draft.
  const edited = useRef(false);

  function fill(params: Record<string, unknown>, inputs: StoredInputs) {
    const settings = formSettings(form.fields, params, inputs);
    form.setValues((prev) => ({ ...prev, ...settings.values }));
    form.setFiles(settings.inputs);
    // Upload fields start again from the stored inputs (or empty where the settings had none).
    setUploads((prev) => ({ resetKey: prev.resetKey + 1, inputs: settings.inputs }));
  }

  const draftKey = pagePath() + (typeof window === 'undefined' ? '' : window.location.search);
  useDraft(
    draftKey,
    {
      values: form.values,
      inputs: storedInputs(form.files),
      shownTaskId: form.current.task?.localId ?? null,
    },
    {
      // Settings the user just chose to use win over a form left earlier.
      restore: !handover,
      onRestore(draft) {
        if (edited.current) return;
        fill(draft.values, readInputs(draft.inputs));
        if (draft.shownTaskId) form.current.adopt(draft.shownTaskId);
      },
    },
  );

  return {
    promptKey,
    /** The user changed a value or an input (typing, a pick, an upload). */
    noteEdit: () => {
      edited.current = true;
    },
    uploads,
    /** The shown task's settings back in the form. */
    fillFromTask: (task: TaskRecord) => fill(task.params, readInputs(task.userData.inputs)),
    /** What a Generate adds: the prompt goes into the history; the task carries its story and uploads. */
    onGenerate(params: Record<string, unknown>): TaskUserData {
      if (typeof params.prompt === 'string') void rememberPrompt(promptKey, params.prompt);
      return storyUserData({
        pathname: pagePath(),
        algorithm: form.algorithm,
        fields: form.fields,
        params,
        template: form.template,
        files: form.files,
      });
    },
  };
}
