import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.ts';
import { amenities, categories, policies } from '../db/schema.ts';

export const referenceCategories = [
  { slug: 'backyard', name: 'Backyard', hasSlots: false, slotPrefix: null },
  { slug: 'swimming-pool', name: 'Swimming Pool', hasSlots: false, slotPrefix: null },
  { slug: 'parking-space', name: 'Parking Space', hasSlots: true, slotPrefix: 'Space' },
  { slug: 'tennis-court', name: 'Tennis Court', hasSlots: false, slotPrefix: null },
  { slug: 'basketball-court', name: 'Basketball Court', hasSlots: false, slotPrefix: null },
  { slug: 'garden', name: 'Garden', hasSlots: false, slotPrefix: null },
  { slug: 'rooftop', name: 'Rooftop', hasSlots: false, slotPrefix: null },
  { slug: 'studio', name: 'Studio', hasSlots: false, slotPrefix: null },
].map((category, index) => ({ ...category, sortOrder: (index + 1) * 10 }));

export const referenceAmenities = [
  { slug: 'wifi', name: 'Wi-Fi' },
  { slug: 'restrooms', name: 'Restrooms' },
  { slug: 'parking', name: 'Parking' },
  { slug: 'lighting', name: 'Lighting' },
  { slug: 'shade', name: 'Shade' },
  { slug: 'grill', name: 'Grill' },
  { slug: 'seating', name: 'Seating' },
  { slug: 'power-outlets', name: 'Power Outlets' },
  { slug: 'showers', name: 'Showers' },
  { slug: 'changing-room', name: 'Changing Room' },
  { slug: 'sound-system', name: 'Sound System' },
  { slug: 'heating', name: 'Heating' },
  { slug: 'pet-friendly', name: 'Pet Friendly' },
  { slug: 'wheelchair-accessible', name: 'Wheelchair Accessible' },
  { slug: 'drinking-water', name: 'Drinking Water' },
].map((amenity, index) => ({ ...amenity, sortOrder: (index + 1) * 10 }));

const termsOfService = `<h2>Terms of Service</h2>
<p>These terms govern your use of Hourly Spaces, a marketplace where hosts offer private spaces such as backyards, swimming pools, parking spaces and sports courts for rent by the hour, and customers find, book and pay for them. By creating an account or making a booking you agree to these terms.</p>
<h3>1. Accounts</h3>
<ul>
<li>You must give accurate information and keep it up to date. Your email address and phone number must be verified before you can book, host, review or see your transactions.</li>
<li>You are responsible for everything done with your account. Keep your password secret and tell us at once if you believe someone else has used it.</li>
<li>We may block an account that breaks these terms, that is used for fraud, or that puts other members at risk. Bookings already made by a blocked account are reviewed by our team.</li>
</ul>
<h3>2. Hosts and listings</h3>
<ul>
<li>A host may only list a space they have the right to rent out, and must describe it honestly: its location, photos, amenities, guest limits and hourly rate.</li>
<li>Every new listing is reviewed before it appears in search. We may decline or remove a listing that is misleading, unsafe or unlawful.</li>
<li>Hosts keep their availability calendar accurate. A host who cancels a confirmed booking, or changes the schedule in a way that removes booked hours, causes a full refund to the customer.</li>
<li>Hosts are paid after each completed booking, less the platform fee, through the payout account they connect with our payment provider.</li>
</ul>
<h3>3. Bookings and payments</h3>
<ul>
<li>Prices are per hour, in US dollars, and are calculated by us from the host's rate, the number of hours and, where the space has numbered slots, the number of slots booked.</li>
<li>A booking request holds the chosen hours for 15 minutes while you pay. If payment is not completed in that time the hold ends and the hours become available to others.</li>
<li>Card payments are processed by our payment provider. We never see or store your full card number.</li>
<li>A booking is confirmed only once payment succeeds. You will receive a confirmation by email.</li>
</ul>
<h3>4. Cancellations and changes</h3>
<p>Cancellations, refunds and reschedules follow our <strong>Cancellation Policy</strong>, which forms part of these terms.</p>
<h3>5. Using a space</h3>
<ul>
<li>Respect the host's property, neighbours and any house rules shown on the listing.</li>
<li>Do not bring more guests than the listing allows, and leave the space as you found it.</li>
<li>You are responsible for damage caused by you or your guests during your booking.</li>
</ul>
<h3>6. Reviews</h3>
<p>Customers may review a listing once their booking of it has started, once per listing; a review whose booking is cancelled and refunded is no longer shown. Reviews must be honest and relevant, and must not contain abusive, discriminatory or private information. We may remove reviews that break this rule.</p>
<h3>7. Our role and liability</h3>
<p>Hourly Spaces provides the marketplace; the agreement to use a space is between the customer and the host. We work to keep the service available and accurate but do not guarantee that it will be uninterrupted or error-free. To the extent the law allows, we are not liable for indirect losses, and our total liability for any booking is limited to the amount paid for that booking.</p>
<h3>8. Changes to these terms</h3>
<p>We may update these terms from time to time. The current version is always published on this page, and important changes are announced by email before they take effect.</p>
<h3>9. Contact</h3>
<p>Questions about these terms can be sent through the Contact Us page.</p>`;

const privacyPolicy = `<h2>Privacy Policy</h2>
<p>This policy explains what personal information Hourly Spaces collects, why we collect it, who we share it with and the choices you have.</p>
<h3>Information we collect</h3>
<ul>
<li><strong>Account details:</strong> your name, email address, phone number and password. Passwords are stored only as a secure one-way hash.</li>
<li><strong>Profile details you choose to add:</strong> address, zip code, location, gender, date of birth, designation and profile photo.</li>
<li><strong>Listings:</strong> the descriptions, photos, address, rates and availability that hosts publish.</li>
<li><strong>Bookings and payments:</strong> the spaces, dates and hours you book, guest counts, amounts charged and refunded, and payout records. Card details are collected directly by our payment provider; we keep only a reference to the payment.</li>
<li><strong>Messages:</strong> reviews you write and requests you send through the Contact Us page.</li>
<li><strong>Technical data:</strong> request logs such as IP address, browser type and times of access, used to keep the service secure and working.</li>
</ul>
<h3>How we use it</h3>
<ul>
<li>To create and secure your account, including sending one-time verification codes by email and text message.</li>
<li>To show listings, process bookings, take payments, issue refunds and pay hosts.</li>
<li>To send you booking confirmations and other notifications about your bookings, listings and account.</li>
<li>To prevent fraud and abuse, and to answer your questions.</li>
</ul>
<h3>Who we share it with</h3>
<ul>
<li><strong>Hosts</strong> see the name and address of customers who book their space, together with the booking details.</li>
<li><strong>Other members</strong> see your display name and photo next to reviews you write, and a host's name and designation on their listings.</li>
<li><strong>Service providers</strong> who act for us: our payment provider, and the providers that deliver our email, text messages and notifications.</li>
<li><strong>Authorities</strong>, when the law requires it.</li>
</ul>
<p>We do not sell your personal information.</p>
<h3>How long we keep it</h3>
<p>We keep your account information while your account is open. Booking and payment records are kept for as long as tax and accounting rules require, even after an account is closed. One-time codes expire after a few minutes and are not kept.</p>
<h3>Your choices</h3>
<ul>
<li>You can view and update your profile at any time from the Profile page, and remove your profile photo.</li>
<li>You can turn off browser notifications in your browser settings.</li>
<li>You can ask us for a copy of your information or ask us to delete your account through the Contact Us page.</li>
</ul>
<h3>Security</h3>
<p>Connections to the service are encrypted, passwords are hashed, and access to personal data is limited to the people who need it to run the service.</p>
<h3>Changes</h3>
<p>We will publish any change to this policy on this page and tell you by email when a change is significant.</p>`;

const cancellationPolicy = `<h2>Cancellation Policy</h2>
<p>This policy explains when a booking can be cancelled or rescheduled and how much is refunded. It applies to every booking made on Hourly Spaces.</p>
<h3>Cancelling a booking</h3>
<p>You can cancel a booking from <strong>My Bookings</strong> at any time up to the start of its first booked hour. Once the first booked hour has started the booking can no longer be cancelled. All times are in the time zone of the space.</p>
<table>
<thead>
<tr><th>When you cancel a confirmed booking</th><th>Refund</th></tr>
</thead>
<tbody>
<tr><td>At least 24 hours before the first booked hour starts</td><td>100% of the amount paid</td></tr>
<tr><td>Less than 24 hours before the first booked hour starts</td><td>50% of the amount paid</td></tr>
<tr><td>After the first booked hour has started</td><td>Cancellation is not possible</td></tr>
</tbody>
</table>
<h3>Unpaid bookings</h3>
<ul>
<li>When you request a booking, the chosen hours are held for you for <strong>15 minutes</strong> while you pay.</li>
<li>If you cancel before paying, the hold is released and nothing is charged.</li>
<li>If payment is not completed within 15 minutes the hold expires automatically, the booking is cancelled and the hours become available to others. A payment that arrives after the hold has expired is refunded in full.</li>
</ul>
<h3>Cancellations by the host or by us</h3>
<p>If a host cancels your booking, or changes the space's availability in a way that removes your booked hours, or if our team cancels a booking, you receive a <strong>full refund</strong> of the amount paid and we notify you by email.</p>
<h3>Rescheduling</h3>
<ul>
<li>You can reschedule a booking up to the start of its first booked hour, if the new hours are available.</li>
<li>If the new hours cost the same or less, the change takes effect at once and any difference is refunded.</li>
<li>If the new hours cost more, you pay the difference; your original hours stay reserved until that payment succeeds.</li>
</ul>
<h3>How refunds are paid</h3>
<p>Refunds go back to the card used for the booking. We issue them immediately; depending on your bank they usually appear on your statement within 5 to 10 business days. Each refund is listed in <strong>My Transactions</strong>.</p>`;

export const referencePolicies = [
  { slug: 'terms', title: 'Terms of Service', content: termsOfService },
  { slug: 'privacy', title: 'Privacy Policy', content: privacyPolicy },
  { slug: 'cancellation', title: 'Cancellation Policy', content: cancellationPolicy },
].map((policy, index) => ({ ...policy, sortOrder: (index + 1) * 10 }));

/** Categories, amenities and policies every installation needs (idempotent). */
export async function seedReferenceData(db: Executor) {
  // The catalog and the policies belong to the admins once they exist: seeding only an empty table keeps their
  // edits (a renamed category keeps its name, a deleted amenity stays deleted) at the next boot.
  const [existing] = await queryRows<{ categories: number; amenities: number; policies: number }>(
    db,
    sql`select (select count(*)::int from categories) as categories, (select count(*)::int from amenities) as amenities,
      (select count(*)::int from policies) as policies`,
  );
  // No conflict target: two boots seeding at once collide on the slug or on the name (unique since 0017), and
  // a collision on an index that is not the target is an error, not "nothing".
  if (!existing?.categories) await db.insert(categories).values(referenceCategories).onConflictDoNothing();
  if (!existing?.amenities) await db.insert(amenities).values(referenceAmenities).onConflictDoNothing();
  if (!existing?.policies) await db.insert(policies).values(referencePolicies).onConflictDoNothing();
}
