import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { algorithmCost } from '../../core/algorithm-costs';
import {
  DEFAULT_STEM_PART,
  type ConsumedData,
  type SelectOneCategory,
  type StemPart,
} from '../../core/audio-edit';
import { ConsumedCreditPrompt } from './ConsumedCreditPrompt';
import { SelectOneModal } from './SelectOneModal';

type Params = Record<string, unknown>;
type Step =
  | { kind: 'select'; params: Params; resolve(params: Params | null): void }
  | { kind: 'consume'; data: ConsumedData<{ keep: StemPart }>; resolve(params: Params | null): void };

/**
 * The audio edit's two questions before a vocal separation starts: which part to keep (select-one, vocal
 * first), then what it costs (consumed-credit prompt). `prepare` is the generator's prepareParams: it settles with
 * the params plus `keep` on Continue, or null on either Cancel (nothing is created or charged).
 */
export function useAudioEdit(algorithm: string): {
  prepare(params: Params): Promise<Params | null>;
  modals: ReactNode;
} {
  const { t } = useLingui();
  const [step, setStep] = useState<Step | null>(null);
  const categories: SelectOneCategory<StemPart>[] = [
    { name: t`Vocal`, val: 'vocal' },
    { name: t`Accompaniment`, val: 'accompaniment' },
    { name: t`Vocal and accompaniment`, val: 'both' },
  ];
  const finish = (resolve: Step['resolve'], params: Params | null) => {
    setStep(null);
    resolve(params);
  };
  const prepare = (params: Params) =>
    new Promise<Params | null>((resolve) => setStep({ kind: 'select', params, resolve }));

  let modals: ReactNode = null;
  if (step?.kind === 'select') {
    const { params, resolve } = step;
    modals = (
      <SelectOneModal
        title={t`Which part do you want to keep?`}
        categories={categories}
        curItem={DEFAULT_STEM_PART}
        callback={(keep) => {
          if (!keep) return finish(resolve, null);
          const curData = { keep };
          setStep({
            kind: 'consume',
            resolve,
            // The number the server charges for this algorithm; the upload is new, so no task is edited.
            data: {
              needCredit: algorithmCost(algorithm),
              taskId: null,
              curData,
              continue: () => finish(resolve, { ...params, ...curData }),
            },
          });
        }}
      />
    );
  } else if (step?.kind === 'consume') {
    const { data, resolve } = step;
    modals = <ConsumedCreditPrompt data={data} onCancel={() => finish(resolve, null)} />;
  }
  return { prepare, modals };
}
