import { useSearchParams } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { Alert, ButtonLink } from '../../ui';
import { readDirectDebitAddress } from './direct-debit-address';
import { DirectDebitScreen } from './direct-debit-screen';
import styles from './direct-debit.module.css';

/** An address no payment can come of: said at once, with the way back, and nothing asked of the server. */
const AddressProblem = ({ kind }: { kind: 'invalid' | 'not-offered' }) => {
  const { LL } = useI18nContext();
  const t = LL.directDebit;
  return (
    <Alert tone="warning">
      <div className={styles.refusal}>
        <p>{kind === 'invalid' ? t.address.invalid() : t.address.notOffered()}</p>
        <div className={styles.links}>
          <ButtonLink href="/credits">
            {kind === 'invalid' ? t.links.credits() : t.links.otherMethod()}
          </ButtonLink>
        </div>
      </div>
    </Alert>
  );
};

/**
 * /directdebit?bundle_id=<id>&country=<CC>[&code=<code>]: paying a credit package by SEPA direct
 * debit, confirmed with an SMS code (spec §2, §3, §5, §8). The credits page sends the member here
 * when they choose SEPA direct debit.
 */
const DirectDebitPage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const [params] = useSearchParams();
  const reading = readDirectDebitAddress(params);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{LL.routes[routeTitle]()}</h1>
      {reading.kind === 'ok' ? (
        // A new address is a new order: nothing of the last one's flow carries over.
        <DirectDebitScreen key={params.toString()} address={reading.address} />
      ) : (
        <AddressProblem kind={reading.kind} />
      )}
    </div>
  );
};

export default DirectDebitPage;
