/** What the generator and other pages use of the templates feature. */
export { TemplateArea } from './TemplateArea';
export { TemplatePreview } from './TemplatePreview';
