import { useQuery } from '@tanstack/react-query';
import { Button } from '../../src/ui/button';
import type { ControlSchemas } from '../../scenarios/control-client';
import styles from '../cockpit.module.css';
import { answered, control } from '../control';
import { reloadApp, type CockpitHost } from '../host';
import { PanelError } from '../panel-error';
import { site } from '../site';
import { useAction } from '../use-action';

type Persona = ControlSchemas['Persona'];

/** Who the app's session belongs to now (the cookie is the origin's: the cockpit's and the app's). */
const useLoggedIn = () =>
  useQuery({
    queryKey: ['logged-in'],
    queryFn: async () => {
      const { data } = await site.GET('/api/user.php', {
        params: { header: { 'X-Request-Type': 'client' } },
      });
      return data === undefined ? null : { email: data.user.email };
    },
  });

/**
 * Become any seeded persona, or a brand-new member, in this very tab: the login sets the session
 * cookie on the app's origin, then the app opens afresh in the members area.
 */
export const WhoPanel = ({ host, personas }: { host: CockpitHost; personas: readonly Persona[] }) => {
  const { running, error, run } = useAction();
  const loggedIn = useLoggedIn();

  const become = async (persona: Persona) => {
    const { error: refused, response } = await site.POST('/api/user.php', {
      body: { email: persona.email, password: persona.password },
    });
    if (!response.ok) {
      const message = refused !== undefined && 'error' in refused ? refused.error.message : undefined;
      throw new Error(`${persona.email} cannot log in: ${message ?? `HTTP ${String(response.status)}`}`);
    }
    await reloadApp(host, '/members');
  };

  return (
    <section aria-labelledby="sim-who" className={styles.section}>
      <h3 id="sim-who" className={styles.sectionTitle}>
        Who you are in the app
      </h3>
      <p className={styles.status} aria-live="polite">
        {loggedIn.data === undefined
          ? 'Checking the session…'
          : loggedIn.data === null
            ? 'Logged out (a visitor).'
            : `Logged in as ${loggedIn.data.email}.`}
      </p>
      <div className={styles.actions}>
        <Button
          isDisabled={running === 'fresh'}
          onPress={() =>
            void run('fresh', async () => {
              await become(await answered(control.POST('/__sim/members')));
            })
          }
        >
          Become a new member
        </Button>
        <Button
          variant="outline"
          isDisabled={running === 'logout'}
          onPress={() =>
            void run('logout', async () => {
              await site.GET('/api/logout.php');
              await reloadApp(host, '/');
            })
          }
        >
          Log out
        </Button>
      </div>
      <PanelError error={error} />
      <ul className={styles.list} aria-label="Seeded personas">
        {personas.map((persona) => (
          <li key={persona.email} className={styles.item}>
            <div>
              <strong>{persona.email}</strong>
              <p className={styles.muted}>{persona.summary}</p>
            </div>
            <Button
              variant="secondary"
              isDisabled={running === persona.email}
              aria-label={`Become ${persona.email}`}
              onPress={() =>
                void run(persona.email, async () => {
                  await become(persona);
                })
              }
            >
              Become
            </Button>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>Every persona’s password is {personas[0]?.password ?? 'Passw0rd!'}.</p>
    </section>
  );
};
