import { useTranslation } from 'react-i18next';
import type { Announcements } from '@playhouse/contract';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { safeHref } from '../../components/ui/safe-href';
import { renderSafeHtml } from '../../components/ui/safe-html';
import './content.css';

type Popup = Announcements['popups'][number];

/** One public popup: its picture, its text, and a close button (closing is remembered). */
export default function PopupModal({ popup, onClose }: { popup: Popup; onClose(): void }) {
  const { t } = useTranslation();
  const image = safeHref(popup.imageUrl);
  return (
    <Modal title={popup.title} onClose={onClose} testId="popup">
      {image ? <img className="popup-image" src={image} alt="" width={1200} height={400} decoding="async" /> : null}
      <div className="rich-text popup-text">{renderSafeHtml(popup.content)}</div>
      <div className="dialog-actions">
        <Button data-testid="popup-close" onClick={onClose}>
          {t('content_popup_close')}
        </Button>
      </div>
    </Modal>
  );
}
