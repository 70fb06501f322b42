import type { ContentSection } from './content-schema.ts';
import styles from './info.module.css';

export function ContentSections({
  sections,
  headingLevel,
}: {
  sections: ContentSection[];
  headingLevel: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return sections.map((section) => (
    <section
      key={section.id}
      id={section.id}
      className={styles.section}
      aria-labelledby={`${section.id}-heading`}
    >
      <Heading id={`${section.id}-heading`} className={styles.sectionHeading}>
        {section.heading}
      </Heading>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.list && (
        <ul className={styles.list}>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.table && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{section.table.caption}</caption>
            <thead>
              <tr>
                {section.table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.table.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  ));
}
