import { formatPrice, Price, toCents } from '../../../components/Price.tsx';
import type { Form } from './useBookingForm.ts';
import styles from './panel.module.css';

export function PriceSummary({ form }: { form: Form }) {
  const current = form.reservation.data;
  const difference = current ? Math.round((form.total - current.payment.amount) * 100) / 100 : 0;
  if (form.hours === 0) {
    return (
      <p className={styles.hint} aria-live="polite">
        Choose dates and hours to see the price.
      </p>
    );
  }
  return (
    <div aria-live="polite">
      <ul className={styles.quoteLines} aria-label="Price details">
        {form.quote.lines.map((line) => (
          <li key={`${line.kind}:${line.label}`} className={styles.priceLine}>
            <span className={styles.hint}>{line.label}</span>
            <span className={styles.body2}>
              <Price cents={line.amountCents} />
            </span>
          </li>
        ))}
      </ul>
      <div className={`${styles.priceLine} ${styles.totalLine}`}>
        <p className={styles.total}>Total</p>
        <p className={styles.total} data-total>
          <Price dollars={form.total} />
        </p>
      </div>
      {current && (
        <p className={`${styles.difference} ${difference > 0 ? styles.more : styles.less}`}>
          Your booking now: <Price dollars={current.payment.amount} />.{' '}
          {difference > 0
            ? `You pay ${formatPrice(toCents(difference))} more.`
            : difference < 0
              ? `${formatPrice(toCents(-difference))} will be refunded to your card.`
              : 'Same price.'}
        </p>
      )}
    </div>
  );
}
