import { TemplatePreview } from '../features/templates';

/** The template preview page (the shell hides the side menu here). */
export default function TemplatePage() {
  return <TemplatePreview />;
}
