import { useI18nContext } from '../../../../locales/i18n-react';
import { Alert, Button } from '../../../ui';
import { lazyPart } from '../../errors';
import { withScreenTexts } from '../../language';
import styles from './member-view.module.css';

/** The report form (react-aria's radios and checkbox): fetched when a member first asks for it. */
const reportForm = lazyPart(withScreenTexts(['report'], () => import('../report-member-dialog')));

export const reportFormCode = reportForm.code;
export const forgetReportForm = reportForm.forget;

export interface ReportSlotProps {
  member: { id: number; name: string };
  onClose: () => void;
}

/**
 * The report dialog once its code is in. If the code cannot be fetched (offline), the member is
 * told so where they pressed, with a way to try again; offline it tries again by itself.
 */
export const ReportSlot = ({ member, onClose }: ReportSlotProps) => {
  const { LL } = useI18nContext();
  const { state, retry } = reportForm.useModule();
  if (state.name === 'loading') return null;
  if (state.name === 'failed') {
    return (
      <div className={styles.problem}>
        <Alert tone="danger" live="assertive" onDismiss={onClose}>
          {LL.common.loadFailed()}
        </Alert>
        <Button variant="outline" onPress={retry}>
          {LL.memberView.retry()}
        </Button>
      </div>
    );
  }
  const { ReportMemberDialog } = state.module;
  return (
    <ReportMemberDialog
      member={member}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
};
