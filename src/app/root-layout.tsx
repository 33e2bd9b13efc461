import { Outlet } from 'react-router-dom';
import styles from './root-layout.module.css';

export const RootLayout = () => (
  <div className={styles.page}>
    <main className={styles.main}>
      <Outlet />
    </main>
  </div>
);
