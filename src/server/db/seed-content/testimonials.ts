/** Seed testimonials shown on the public site (ratings 1–5; imageUrl null → the site shows initials). */

export interface SeedTestimonial {
  name: string;
  title: string;
  company: string;
  message: string;
  rating: number;
  imageUrl: string | null;
  isVisible: boolean;
  displayOrder: number;
}

export const seedTestimonials: SeedTestimonial[] = [
  {
    name: 'Marcus Delgado',
    title: 'General Manager',
    company: 'Lakeside Auto Group',
    message:
      'We switched our service reminders from printed mailers to handwritten postcards and booked appointments jumped 38% in the first quarter. Customers actually mention the cards at the service desk.',
    rating: 5,
    imageUrl: null,
    isVisible: true,
    displayOrder: 1,
  },
  {
    name: 'Jennifer Okafor',
    title: 'Independent Insurance Agent',
    company: 'Okafor Family Insurance',
    message:
      'Our renewal thank-you cards have become the thing clients remember us for. Retention is up, and three new households last month came straight from referrals.',
    rating: 5,
    imageUrl: null,
    isVisible: true,
    displayOrder: 2,
  },
  {
    name: 'Rachel Whitfield',
    title: 'Realtor',
    company: 'Whitfield Home Partners',
    message:
      'I mailed 400 Just Listed cards around a new listing and got eleven calls that week, two of which turned into listings of their own. Nothing else I send gets that kind of response.',
    rating: 5,
    imageUrl: null,
    isVisible: true,
    displayOrder: 3,
  },
  {
    name: 'David Chen',
    title: 'Director of Development',
    company: 'Harbor Light Community Fund',
    message:
      'Donors who received a handwritten thank-you gave again at nearly twice the rate of those who got an email receipt. It is now a permanent part of our stewardship plan.',
    rating: 5,
    imageUrl: null,
    isVisible: true,
    displayOrder: 4,
  },
  {
    name: 'Dr. Priya Raman',
    title: 'Owner',
    company: 'Brightside Family Dental',
    message:
      'Our recall postcards used to end up in the recycling bin. Since going handwritten, overdue patients are booking their cleanings and the front desk spends far less time on reminder calls.',
    rating: 4,
    imageUrl: null,
    isVisible: true,
    displayOrder: 5,
  },
  {
    name: 'Tom Brannigan',
    title: 'Owner',
    company: 'Brannigan Heating & Cooling',
    message:
      'Ordering is simple and the cards look genuinely handwritten. Our seasonal tune-up campaign paid for itself within two weeks.',
    rating: 4,
    imageUrl: null,
    isVisible: false,
    displayOrder: 6,
  },
];
