import { LandingPage } from '../features/landing/LandingPage.tsx';

export function App() {
  return <LandingPage />;
}
