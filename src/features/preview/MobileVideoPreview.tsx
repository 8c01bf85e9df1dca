import { Trans } from '@lingui/react/macro';
import { Modal } from '../../ui/Modal';
import './preview.css';

interface Props {
  title: string;
  src: string;
  poster?: string;
  onViewDetails: () => void;
  onGoCreate: () => void;
  onClose: () => void;
}

/** Phone video preview: 'View Details', the video, and 'Go Create'. */
export function MobileVideoPreview({ title, src, poster, onViewDetails, onGoCreate, onClose }: Props) {
  return (
    <Modal title={title} onClose={onClose} variant="sheet" className="mobile-video-preview">
      <button type="button" className="btn btn-ghost view-details" onClick={onViewDetails}>
        <Trans>View Details</Trans>
      </button>
      <video src={src} poster={poster} autoPlay muted loop playsInline controls />
      <button type="button" className="btn btn-primary go-create" onClick={onGoCreate}>
        <Trans>Go Create</Trans>
      </button>
    </Modal>
  );
}
