import { ShareChooser } from '../features/share/ShareChooser';

/** The share target's page (/ai/share?id=…): the chooser of the tools that take what was shared. */
export default function SharePage() {
  return <ShareChooser />;
}
