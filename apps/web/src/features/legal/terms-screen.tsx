// The Terms of Use (public). Their text is this screen's own i18next namespace, so it loads with
// this chunk only.
import { LOCALES } from '@panel/domain/locale';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { i18n } from '../../lib/i18n';
import { TERMS_TEXTS, type TermsSection } from './terms-texts';
import styles from './terms-screen.module.css';

const NAMESPACE = 'terms';
for (const locale of LOCALES) {
  if (!i18n.hasResourceBundle(locale, NAMESPACE)) i18n.addResourceBundle(locale, NAMESPACE, TERMS_TEXTS[locale]);
}

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
