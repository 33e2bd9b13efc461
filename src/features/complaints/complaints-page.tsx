import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { useCurrentUser } from '../../api';
import { PageLoading } from '../../ui';
import { ComplaintConfirmation } from './complaint-confirmation';
import { ComplaintForm } from './complaint-form';
import { profileParam, type ComplaintValues } from './complaint-rules';
import styles from './complaints.module.css';

interface Filed {
  reference: number;
  email: string;
}

/** A member need not type what the site knows: their name and address are filled in, still editable. */
const initialValues = (user: User | null | undefined, profile: string): ComplaintValues => ({
  name: user?.profile.name ?? '',
  email: user?.email ?? '',
  subject: undefined,
  profile,
  message: '',
});

/** /complaints (spec §2, footer link): visitors and members file a complaint and get a reference. */
const ComplaintsPage = () => {
  const { LL } = useI18nContext();
  const session = useCurrentUser();
  const [searchParams] = useSearchParams();
  const [filed, setFiled] = useState<Filed>();
  // Each complaint sent again starts from a fresh form.
  const [round, setRound] = useState(0);

  const body = () => {
    if (filed !== undefined) {
      return (
        <ComplaintConfirmation
          reference={filed.reference}
          email={filed.email}
          onAnother={() => {
            setFiled(undefined);
            setRound((count) => count + 1);
          }}
        />
      );
    }
    // The form starts with the member's own address, so it waits for the session (read at boot).
    if (session.isPending) return <PageLoading />;
    return (
      <ComplaintForm
        key={round}
        labelledBy="complaints-title"
        initial={initialValues(session.data, profileParam(searchParams.get('profile')))}
        onSent={(answer, email) => {
          setFiled({ reference: answer.complaint_id, email });
        }}
      />
    );
  };

  return (
    <div className={styles.page}>
      <h1 id="complaints-title" className={styles.title}>
        {LL.routes.complaints()}
      </h1>
      <p className={styles.intro}>{LL.complaints.intro()}</p>
      {body()}
    </div>
  );
};

export default ComplaintsPage;
