import { useTranslation } from 'react-i18next';

/** One titled section of a legal text. */
interface Section {
  title: string;
  body: string;
}

/** Props of {@link LegalDocument}: which document of the homepage namespace to show. */
export interface LegalDocumentProps {
  document: 'terms' | 'privacy';
}

/** Renders the terms or the privacy policy from the translated homepage namespace. */
export function LegalDocument({ document }: LegalDocumentProps) {
  const { t } = useTranslation('homepage');
  const raw: unknown = t(`${document}.sections`, { returnObjects: true });
  const sections = Array.isArray(raw) ? raw.filter(isSection) : [];
  return (
    <article className="card">
      <h1>{t(`${document}.title`)}</h1>
      <p className="muted small">{t(`${document}.updated`)}</p>
      {sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          <p>{section.body}</p>
        </section>
      ))}
    </article>
  );
}

function isSection(value: unknown): value is Section {
  return typeof value === 'object' && value !== null && 'title' in value && 'body' in value;
}
