import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { api } from '../session/api-client';
import type {
  PromptSample,
  PromptSampleKey,
  PromptSampleListData,
  PromptSampleQuery,
} from '../../core/contract/samples';

/** Prompt ideas from GET /v1/common/prompt_sample; a click puts the sample's prompt in the form. */
export function PromptSamples({
  sampleKey,
  onPick,
}: {
  sampleKey: PromptSampleKey;
  onPick(prompt: string): void;
}) {
  const [list, setList] = useState<PromptSample[]>([]);
  useEffect(() => {
    let live = true;
    const query: PromptSampleQuery = { key: sampleKey };
    api
      .get<PromptSampleListData>(`/v1/common/prompt_sample?${new URLSearchParams(query)}`)
      .then((data) => live && setList(data.list))
      // Ideas are optional: without them the form works the same.
      .catch(() => live && setList([]));
    return () => {
      live = false;
    };
  }, [sampleKey]);
  if (list.length === 0) return null;
  return (
    <div className="prompt-samples">
      <span className="muted small">
        <Trans>Try an idea:</Trans>
      </span>
      {list.slice(0, 6).map((sample) => (
        <button
          key={sample.id}
          type="button"
          className="pill prompt-sample"
          title={sample.prompt}
          onClick={() => onPick(sample.prompt)}
        >
          {sample.title}
        </button>
      ))}
    </div>
  );
}
