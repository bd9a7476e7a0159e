import { Icon, type IconName } from '../../components/Icon.tsx';
import { apiDocsUrl } from '../../lib/api.ts';
import { ApiStatus } from './ApiStatus.tsx';
import { CategoryChips } from './CategoryChips.tsx';

const spaces: { icon: IconName; name: string; blurb: string; tone: string }[] = [
  {
    icon: 'backyard',
    name: 'Backyards',
    blurb: 'Birthdays, barbecues and quiet afternoons in the shade.',
    tone: 'green',
  },
  { icon: 'pool', name: 'Pools', blurb: 'A private swim on a hot day, without the crowds.', tone: 'blue' },
  {
    icon: 'parking',
    name: 'Parking',
    blurb: 'A guaranteed spot near the stadium, the office or the beach.',
    tone: 'amber',
  },
  {
    icon: 'court',
    name: 'Courts',
    blurb: 'Tennis, pickleball or basketball for an hour with friends.',
    tone: 'violet',
  },
];

const steps: { icon: IconName; title: string; text: string }[] = [
  { icon: 'search', title: 'Find a space', text: 'Browse private spaces near you by category, date and time.' },
  {
    icon: 'calendar',
    title: 'Book the hours you need',
    text: 'Pick a start time and a duration. Pay only for those hours.',
  },
  {
    icon: 'key',
    title: 'Show up and enjoy',
    text: 'Your host gets you in. Leave it as you found it, and rate your stay.',
  },
];

export function LandingPage() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="container site-header__inner">
          <a className="brand" href="/" aria-label="Hourly Spaces home">
            <span className="brand__mark">
              <Icon name="clock" size={20} />
            </span>
            Hourly Spaces
          </a>
          <nav className="site-nav" aria-label="Main">
            <a href="#how-it-works">How it works</a>
            <a href="#categories">Categories</a>
            <a className="site-nav__docs" href={apiDocsUrl}>
              API docs
            </a>
          </nav>
        </div>
      </header>

      <main id="main">
        <section className="hero">
          <div className="container hero__inner">
            <div className="hero__copy">
              <p className="eyebrow">Private spaces, by the hour</p>
              <h1>
                Rent the perfect space <span className="accent">for an hour</span> or an afternoon.
              </h1>
              <p className="lead">
                Backyards for birthdays, pools for hot days, parking close to the game and courts for a quick match,
                booked by the hour from hosts next door.
              </p>
              <div className="hero__actions">
                <a className="button button--primary" href="#categories">
                  Browse categories <Icon name="arrow" size={18} />
                </a>
                <a className="button button--ghost" href={apiDocsUrl}>
                  <Icon name="book" size={18} /> Explore the API
                </a>
              </div>
              <ApiStatus />
            </div>
            <ul className="space-grid" aria-label="Kinds of spaces">
              {spaces.map((space) => (
                <li key={space.name} className={`space-card space-card--${space.tone}`}>
                  <span className="space-card__icon">
                    <Icon name={space.icon} size={28} />
                  </span>
                  <h2 className="space-card__title">{space.name}</h2>
                  <p className="space-card__text">{space.blurb}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="how-it-works" className="section">
          <div className="container">
            <h2 className="section__title">How it works</h2>
            <p className="section__lead">Three steps from idea to afternoon plan.</p>
            <ol className="steps">
              {steps.map((step, index) => (
                <li key={step.title} className="step">
                  <span className="step__icon">
                    <Icon name={step.icon} />
                  </span>
                  <span className="step__number">Step {index + 1}</span>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section id="categories" className="section section--tinted">
          <div className="container">
            <h2 className="section__title">Categories</h2>
            <p className="section__lead">Every kind of space our hosts offer today.</p>
            <CategoryChips />
          </div>
        </section>

        <section className="section">
          <div className="container">
            <div className="cta">
              <div>
                <h2 className="cta__title">Building on Hourly Spaces?</h2>
                <p className="cta__text">
                  Every listing, booking and payment flow is available through a documented REST API.
                </p>
              </div>
              <a className="button button--light" href={apiDocsUrl}>
                Open the API docs <Icon name="arrow" size={18} />
              </a>
            </div>
          </div>
        </section>
      </main>

      <footer className="site-footer">
        <div className="container site-footer__inner">
          <span>© {new Date().getFullYear()} Hourly Spaces</span>
          <nav aria-label="Footer">
            <a href={apiDocsUrl}>API documentation</a>
            <a href="/api/v1/health">Service status</a>
          </nav>
        </div>
      </footer>
    </>
  );
}
