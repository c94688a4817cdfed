// The Terms of Use (public). Their text is this screen's own i18next namespace, loaded with this
// chunk, in the language the panel speaks.
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import type { TermsSection } from './terms-texts';
import './terms-texts';
import styles from './terms-screen.module.css';

const NAMESPACE = 'terms';

export default function TermsScreen() {
  const { t } = useTranslation(['translation', NAMESPACE]);
  const sections = t('sections', { ns: NAMESPACE, returnObjects: true }) as TermsSection[];
  return (
    <Page title={t('terms.title')} backTo="/login">
      <article className={styles.article}>
        <p className={styles.intro}>{t('intro', { ns: NAMESPACE })}</p>
        {sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <h2 className={styles.heading}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <p className={styles.closing}>{t('closing', { ns: NAMESPACE })}</p>
      </article>
    </Page>
  );
}
