import type { VenueCard } from '@app/contract';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/Icon.tsx';
import { useSessionUser } from '../../../lib/session.ts';
import anchor from './anchor.module.css';
import styles from './BecomeHostSection.module.css';
import { photoBackground } from './photo-background.ts';

/** The pitch to hosts (the /#becomeahost anchor), beside a listing's photo. */
export function BecomeHostSection({ venue }: { venue: VenueCard | undefined }) {
  const user = useSessionUser();
  return (
    <section id="becomeahost" className={`container ${anchor.anchor} ${styles.section}`} aria-labelledby="host-title">
      <div className={styles.columns}>
        <div>
          <p className={styles.overline}>For hosts</p>
          <h2 id="host-title" className={styles.title}>
            Become A Host
          </h2>
          <p className={styles.lead}>
            Turn the backyard, pool, court or driveway you rarely use into steady income. You stay in charge of who
            books and when.
          </p>
          <ol className={styles.steps}>
            <HostStep
              icon="AddHomeWork"
              title="List your space"
              text="Add photos, a price per hour and the amenities guests can use."
            />
            <HostStep
              icon="EditCalendar"
              title="Set your hours"
              text="Open the days and hours that suit you and block dates whenever you need them."
            />
            <HostStep
              icon="Payments"
              title="Get paid"
              text="Guests pay by card when they book; payouts go straight to your account."
            />
          </ol>
          {user?.host ? (
            <Link to="/addlisting" className="button button-contained button-large">
              Add a listing
            </Link>
          ) : (
            <Link to="/becomeahost" className="button button-contained button-large">
              Become A Host
            </Link>
          )}
        </div>
        <div aria-hidden className={styles.photo} style={photoBackground(venue)}>
          <div className={styles.badge}>
            <p className={styles.badgeLabel}>Hosts set their own price</p>
            <p className={styles.badgeText}>Paid for every hour booked</p>
          </div>
        </div>
      </div>
    </section>
  );
}

function HostStep({ icon, title, text }: { icon: IconName; title: string; text: string }) {
  return (
    <li className={styles.step}>
      <div className={styles.stepIcon}>
        <Icon name={icon} />
      </div>
      <div>
        <p className={styles.stepTitle}>{title}</p>
        <p className={styles.stepText}>{text}</p>
      </div>
    </li>
  );
}
