// A generic error dialog (modal state flag errorModal).
import { useTranslation } from 'react-i18next';
import { messageText } from '../lib/message.ts';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { modals, useModal } from './modalStore.ts';

export function ErrorModal() {
  const { t } = useTranslation();
  const open = useModal((s) => s.errorModal);
  const text = useModal((s) => s.errorMessage);
  const close = () => modals.close('errorModal');
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={t('modal.error.title')}
      onClose={close}
      footer={<Button onClick={close}>{t('common.close')}</Button>}
    >
      <p>{text ? messageText(t, text) : ''}</p>
    </Modal>
  );
}
