import type { InfoPage } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { formatLongDate } from '../../lib/format-date';
import styles from './info-page.module.css';

export const InfoPageBody = ({ page }: { page: InfoPage }) => {
  const { LL, locale } = useI18nContext();
  const updated = formatLongDate(page.updated_at, locale);
  return (
    <article className={styles.page} aria-labelledby="info-page-title">
      <h1 id="info-page-title">{page.title}</h1>
      <p className={styles.updated}>{LL.pages.updated({ date: updated })}</p>
      {page.sections.map((section, index) => (
        <section key={index}>
          {section.heading !== null && <h2>{section.heading}</h2>}
          {section.paragraphs.map((paragraph, line) => (
            <p key={line}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
};
