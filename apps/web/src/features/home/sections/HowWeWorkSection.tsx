import { Icon, type IconName } from '../../../components/Icon.tsx';
import anchor from './anchor.module.css';
import styles from './HowWeWorkSection.module.css';
import { SectionHeading } from './SectionHeading.tsx';

/** The four steps from search to the visit (the /#HowWeWork anchor). */
export function HowWeWorkSection() {
  return (
    <section id="HowWeWork" className={`${anchor.anchor} ${styles.section}`} aria-labelledby="how-title">
      <div className="container">
        <SectionHeading
          id="how-title"
          title="How We Work"
          text="From search to the first splash in four simple steps."
          centered
        />
        <Steps
          steps={[
            {
              icon: 'Search',
              title: 'Search nearby',
              text: 'Filter by place, radius, category and dates to find spaces that are free when you are.',
            },
            {
              icon: 'EventAvailable',
              title: 'Pick your hours',
              text: 'Choose the days and the exact hours you need, and how many guests are coming.',
            },
            {
              icon: 'CreditCard',
              title: 'Book and pay securely',
              text: 'Pay by card in seconds. Your booking is confirmed by email right away.',
            },
            {
              icon: 'Celebration',
              title: 'Enjoy the space',
              text: 'Show up and make the most of it — then leave a review to help the next guest.',
            },
          ]}
        />
      </div>
    </section>
  );
}

function Steps({ steps }: { steps: { icon: IconName; title: string; text: string }[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <div className={styles.stepTop}>
            <div className={styles.stepIcon}>
              <Icon name={step.icon} />
            </div>
            <p aria-hidden className={styles.number}>
              {String(index + 1).padStart(2, '0')}
            </p>
          </div>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
