/** What the generator and other pages use of the templates feature. */
export { TemplateArea, type TemplateAreaProps } from './TemplateArea';
export { TemplateListModal } from './TemplateListModal';
export {
  pendingGeneratorSettings,
  setPendingGeneratorSettings,
  takePendingGeneratorSettings,
  peekPendingGeneratorSettings,
  clearPendingGeneratorSettings,
  templateDefaults,
  type PendingGeneratorSettings,
} from './pending-template';
export { generatorPath, templatePreviewPath, useGoCreate } from './go-create';
