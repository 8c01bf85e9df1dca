import { lazy, Suspense, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PromptSampleKey } from '../../core/contract/samples';
import type { UploadedFile } from '../../core/contract/uploads';
import type { Template } from '../../core/contract/templates';
import { TemplateForm } from './fields/TemplateForm';
import { fieldText } from './fields/field-copy';
import {
  applicableValues,
  carryValues,
  initialValues,
  missingRequired,
  toParams,
  type FieldValue,
  type FieldValues,
} from './fields/form-values';
import type { AlgorithmVariant } from './module-fields';
import { GenerateButton } from './GenerateButton';
import { EngineLine } from './EngineLine';
import { GeneratorOutput } from './GeneratorOutput';
import { HomeLeaveGuard } from './HomeLeaveGuard';
import { LeaveConfirm } from './LeaveConfirm';
import { PromptSamples } from './PromptSamples';
import { RestartConfirm } from './RestartConfirm';
import { useGeneratorTask } from './use-generator-task';
import { useFormReuse } from './use-form-reuse';
import { PlanLockBadge, PlanLockNote, usePlanLocked } from './plan-lock';
import { algorithmFeature } from '../../core/plan-features';
import { showToast } from '../../ui/toasts';
import './generator.css';

// Shown only when a create is refused for credits: loads then.
const UpgradePrompt = lazy(() => import('./UpgradePrompt').then((m) => ({ default: m.UpgradePrompt })));

export interface FormContext {
  values: FieldValues;
  /** Stored uploads by field name (previews, the mask editor). */
  files: Record<string, UploadedFile | null>;
}

export interface GeneratorPanelProps {
  /** The algorithms this page offers; more than one shows a mode switch. */
  variants: AlgorithmVariant[];
  initialAlgorithm?: string;
  /** The template applied: its field list replaces the variant's default fields; its name and number go with the task. */
  template?: Pick<Template, 'name' | 'num' | 'fields'> | null;
  /** Values to put in the form (a template's prompt, a chosen example); applied when `preset.key` changes. */
  preset?: { key: string; values: FieldValues } | null;
  /** Files to upload into the matching fields on mount (a photo chosen on the home page). */
  presetFiles?: Record<string, File>;
  samplesKey?: PromptSampleKey;
  emptyHint: ReactNode;
  /** Shown at the top of the form (model picker). */
  formTop?: ReactNode;
  /** Extra inputs inside the form after the fields, or right after `extraAfter` (the mask brush). */
  renderExtra?(context: FormContext): ReactNode;
  extraAfter?: string;
  /** Adds to the params before the task starts (uploads the mask); null stops the start. */
  prepareParams?(
    params: Record<string, unknown>,
    context: FormContext,
  ): Promise<Record<string, unknown> | null>;
  /** Further readiness beyond the required fields. */
  ready?(context: FormContext): boolean;
  /** Work on the page that its draft does not keep (a painted mask): going home asks first (go-back modal). */
  unkeptWork?(context: FormContext): boolean;
  onAlgorithmChange?(algorithm: string): void;
}

/**
 * A generator form and its result: the fields a template (or the page's default list) describes, Generate with
 * its cost, the restart and leave confirmations (and the go-back modal for unkept work), the upgrade prompt, and the current task's progress and result.
 */
export function GeneratorPanel(props: GeneratorPanelProps) {
  const { variants, template, preset, samplesKey, emptyHint } = props;
  const { i18n, t } = useLingui();
  const isLocked = usePlanLocked();
  const [algorithm, setAlgorithm] = useState(props.initialAlgorithm ?? variants[0].algorithm);
  const variant = variants.find((v) => v.algorithm === algorithm) ?? variants[0];
  const fields = template?.fields.length ? template.fields : variant.fields;
  const current = useGeneratorTask(variant.algorithm);
  const [values, setValues] = useState<FieldValues>(() => initialValues(fields));
  const [files, setFiles] = useState<FormContext['files']>({});
  const [confirmRestart, setConfirmRestart] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const running = current.task?.phase === 'outbox' || current.task?.phase === 'running';
  const reuse = useFormReuse({
    fields,
    algorithm: variant.algorithm,
    template: template ?? null,
    values,
    setValues,
    files,
    setFiles,
    current,
  });

  // A new field list (another mode or template) keeps what the user entered where the field carries over.
  useEffect(() => setValues((prev) => carryValues(fields, prev)), [fields]);
  useEffect(() => {
    if (preset) setValues((prev) => ({ ...prev, ...applicableValues(fields, preset.values) }));
    // Only a new preset key applies; the same preset re-rendered must not overwrite the user's edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preset?.key]);

  const context: FormContext = { values, files };
  const ready = missingRequired(fields, values).length === 0 && (props.ready?.(context) ?? true);
  const setValue = (field: string, value: FieldValue) => {
    reuse.noteEdit();
    setValues((prev) => ({ ...prev, [field]: value }));
  };

  async function start() {
    let params = toParams(fields, values);
    if (props.prepareParams) {
      setPreparing(true);
      try {
        const prepared = await props.prepareParams(params, context);
        if (!prepared) return;
        params = prepared;
      } catch {
        showToast(t`Could not send the inputs. Check your connection and try again.`, 'error');
        return;
      } finally {
        setPreparing(false);
      }
    }
    await current.generate(params, reuse.onGenerate(params));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    if (running) setConfirmRestart(true);
    else void start();
  }

  function regenerate() {
    const task = current.task;
    if (!task) return;
    // The same story again (module, fields, name, inputs); the like belongs to the first result only.
    const { like: _like, ...story } = task.userData;
    void current.generate({ ...task.params }, story);
  }

  /** "Edit and retry" and "Use these settings" on this page: the shown task's settings back in the form. */
  function editTask() {
    if (!current.task) return;
    reuse.fillFromTask(current.task);
    // After the fill renders: the prompt (or the first field) takes the focus, scrolling the form into view.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('.generator-form [name="prompt"], .generator-form input')?.focus(),
    );
  }

  const switchMode = (next: string) => {
    setAlgorithm(next);
    props.onAlgorithmChange?.(next);
  };

  return (
    <div className="generator">
      <form className="generator-form card" onSubmit={onSubmit} aria-label={t`Generator settings`}>
        {variants.length > 1 && (
          <div className="mode-tabs" role="group" aria-label={t`Mode`}>
            {variants.map((v) => (
              <button
                key={v.algorithm}
                type="button"
                className={`pill${v.algorithm === variant.algorithm ? ' active' : ''}`}
                aria-pressed={v.algorithm === variant.algorithm}
                onClick={() => switchMode(v.algorithm)}
              >
                {fieldText(i18n, v.label)}
                {isLocked(algorithmFeature(v.algorithm)) && <PlanLockBadge />}
              </button>
            ))}
          </div>
        )}
        {isLocked(algorithmFeature(variant.algorithm)) && (
          <PlanLockNote name={fieldText(i18n, variant.label)} />
        )}
        {props.formTop}
        <TemplateForm
          fields={fields}
          values={values}
          onValue={setValue}
          initialFiles={props.presetFiles}
          initialUploads={reuse.uploads.inputs}
          promptHistoryKey={reuse.promptKey}
          promptAlgorithm={variant.algorithm}
          resetKey={reuse.uploads.resetKey}
          onFile={(field, file) => {
            reuse.noteEdit();
            setFiles((prev) => ({ ...prev, [field]: file }));
          }}
          after={
            props.extraAfter ? { field: props.extraAfter, node: props.renderExtra?.(context) } : undefined
          }
        />
        {samplesKey && fields.some((f) => f.field === 'prompt') && (
          <PromptSamples sampleKey={samplesKey} onPick={(prompt) => setValue('prompt', prompt)} />
        )}
        {!props.extraAfter && props.renderExtra?.(context)}
        <EngineLine algorithm={variant.algorithm} />
        <GenerateButton
          algorithm={variant.algorithm}
          disabled={!ready}
          busy={current.starting || preparing}
        />
      </form>
      <GeneratorOutput current={current} onRegenerate={regenerate} onEdit={editTask} emptyHint={emptyHint} />
      {confirmRestart && (
        <RestartConfirm
          onNo={() => setConfirmRestart(false)}
          onYes={() => {
            setConfirmRestart(false);
            void current.cancel().then(start);
          }}
        />
      )}
      <LeaveConfirm active={running} />
      <HomeLeaveGuard active={!running && (props.unkeptWork?.(context) ?? false)} />
      {current.upgradeOpen && (
        <Suspense fallback={null}>
          <UpgradePrompt onClose={current.closeUpgrade} />
        </Suspense>
      )}
    </div>
  );
}
