import { TemplatePreview } from '../features/templates/TemplatePreview';

/** The template preview page (spec core §2 "template"; the shell hides the side menu here). */
export default function TemplatePage() {
  return <TemplatePreview />;
}
