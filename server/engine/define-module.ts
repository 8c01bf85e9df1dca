/** Declares an algorithm module from a params shape: validate() is derived from it and run() receives typed, validated params. */
import type { z } from 'zod';
import { parseParams, paramsSchema } from './params';
import type { OutputFacts } from '../../src/core/output-caps';
import type { ServerText } from '../i18n/server-text';
import type { AlgorithmModule, EngineInputFile, EngineJob, EngineOutput, InputFacts } from './types';

interface ModuleDefinition<S extends z.ZodRawShape> {
  key: string;
  description: ServerText;
  fileParams: AlgorithmModule['fileParams'];
  params: S;
  /** Cross-field rules; throw EngineParamError with a readable message. */
  check?(params: z.infer<z.ZodObject<S>> & Record<string, unknown>): void;
  /** See AlgorithmModule.outputFacts: only for modules whose output outgrows their inputs. */
  outputFacts?(params: z.infer<z.ZodObject<S>>, inputs: Record<string, InputFacts>): OutputFacts;
  run(job: EngineJob, params: z.infer<z.ZodObject<S>>): Promise<EngineOutput>;
}

export function defineModule<S extends z.ZodRawShape>(def: ModuleDefinition<S>): AlgorithmModule {
  const schema = paramsSchema(def.fileParams, def.params);
  const validate = (params: Record<string, unknown>) => {
    const parsed = parseParams(schema, params) as Record<string, unknown>;
    def.check?.(parsed as z.infer<z.ZodObject<S>> & Record<string, unknown>);
    return parsed;
  };
  return {
    key: def.key,
    description: def.description,
    fileParams: def.fileParams,
    validate,
    outputFacts: def.outputFacts
      ? (params, inputs) => def.outputFacts!(params as z.infer<z.ZodObject<S>>, inputs)
      : undefined,
    // Re-validating is cheap and means run() never trusts a caller to have done it.
    run: (job) => def.run(job, validate(job.params) as z.infer<z.ZodObject<S>>),
  };
}

/** The same module under another key (e.g. a second model name for the same method). */
export function aliasModule(
  module: AlgorithmModule,
  key: string,
  description = module.description,
): AlgorithmModule {
  return { ...module, key, description };
}

/** The input file bound to a file param; a missing one is a caller bug, not user input. */
export function inputFile(job: EngineJob, name: string): EngineInputFile {
  const file = job.files[name];
  if (!file) throw new Error(`input file "${name}" was not provided`);
  return file;
}

/** The input files bound to a list file param, in the order the params list them; missing is a caller bug. */
export function inputFileList(job: EngineJob, name: string): EngineInputFile[] {
  const files = job.fileLists?.[name];
  if (!files?.length) throw new Error(`input files "${name}" were not provided`);
  return files;
}
