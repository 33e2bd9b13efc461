import { useNavigate } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import { formatCountdown, timeBonusPercent } from '../../domain/time-bonus';
import { Button, Modal } from '../../ui';
import styles from './time-bonus.module.css';

interface TimeBonusDialogProps {
  /** Spec §9: the modal is passed 4 as hours left (the bonus's whole length). */
  hours: number;
  secondsLeft: number;
  onClose: () => void;
}

/** Spec §4, §9: the time bonus offered once, with its countdown; any close is a dismissal. */
const TimeBonusDialog = ({ hours, secondsLeft, onClose }: TimeBonusDialogProps) => {
  const { LL } = useI18nContext();
  const t = LL.credits.timeBonus;
  const navigate = useNavigate();
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.title({ percent: timeBonusPercent })}
      size="sm"
    >
      <div className={styles.body}>
        <p>{t.text({ hours, percent: timeBonusPercent })}</p>
        <p className={styles.left}>
          {t.left()}{' '}
          <time className={styles.countdown} aria-live="off">
            {formatCountdown(secondsLeft)}
          </time>
        </p>
        <Button
          onPress={() => {
            onClose();
            void navigate('/credits');
          }}
        >
          {t.take({ percent: timeBonusPercent })}
        </Button>
        <Button variant="outline" onPress={onClose}>
          {t.later()}
        </Button>
      </div>
    </Modal>
  );
};

export default TimeBonusDialog;
