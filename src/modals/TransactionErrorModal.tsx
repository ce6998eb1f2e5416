// The transaction-error modal of docs/routes.md#modals: 'Ошибка транзакции' / 'Транзакция не выполнена —
// проверьте настройки сети, баланс и повторите попытку.', plus the mapped reason of the failure
// (docs/messages.md#wallet-and-transaction-errors).
import { useTranslation } from 'react-i18next';
import { messageText } from '../lib/message.ts';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { modals, useModal } from './modalStore.ts';
import styles from './TransactionErrorModal.module.css';

export function TransactionErrorModal() {
  const { t } = useTranslation();
  const open = useModal((s) => s.errorTransaction);
  const detail = useModal((s) => s.transactionError);
  const prev = useModal((s) => s.prevModal);
  const close = () => modals.close('errorTransaction');
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={t('modal.transactionError.title')}
      onClose={close}
      footer={
        <>
          {prev && (
            <Button variant="secondary" onClick={() => modals.back()}>
              {t('common.back')}
            </Button>
          )}
          <Button onClick={close}>{t('common.close')}</Button>
        </>
      }
    >
      <p className={styles.text}>{t('modal.transactionError.text')}</p>
      {detail && <p className={styles.detail}>{messageText(t, detail)}</p>}
    </Modal>
  );
}
