import type pg from 'pg';

export const SEED_CAMPAIGNS = 100_000;

/**
 * 100,000 campaigns, nine in ten with an order, in a few set-based statements (seconds, not 100k round trips).
 * Names, e-mails and statuses repeat in known patterns so the bench can pick a search that matches a handful
 * of rows (`client1234`: client1234@… and client12340…12349@…) and a status that matches a fifth of them.
 * Creation times step back one minute per campaign, so "newest first" is a real ordering, not ties.
 */
export async function seedAdminLists(client: pg.Client, count = SEED_CAMPAIGNS): Promise<void> {
  await client.query(
    `insert into campaigns (name, message, status, handwriting_style, total_notes, price_per_note_cents,
       total_amount_cents, customer_email, source, created_at, updated_at)
     select
       (array['Spring','Summer','Autumn','Winter','Holiday','Welcome','Thank-you','Renewal','Referral','Anniversary'])[1 + g % 10]
         || ' ' || (array['service reminders','open house','client thanks','donor appeal','new listing',
                          'loyalty notes','check-in','follow-up'])[1 + (g / 10) % 8] || ' ' || g,
       'Hi {{first_name}}, thank you for being with us this year.',
       (array['draft','pending','processing','completed','cancelled'])[1 + (g * 7) % 5],
       (array['professional','casual','elegant','modern','premium'])[1 + g % 5],
       25 + g % 500, 499, (25 + g % 500) * 499,
       'client' || (g % 25000) || '@' || (array['example.com','acme.io','northwind.org','gmail.com'])[1 + g % 4],
       case when g % 7 = 0 then 'admin' else 'web' end,
       now() - make_interval(mins => g), now() - make_interval(mins => g)
     from generate_series(1, $1::int) g`,
    [count],
  );
  await client.query(
    `insert into orders (campaign_id, customer_email, amount_cents, status, payment_method, paid_at, created_at,
       updated_at)
     select c.id, c.customer_email, c.total_amount_cents,
       (array['paid','paid','paid','pending','failed','refunded'])[1 + c.number % 6],
       case when c.source = 'admin' then 'invoice' else 'card' end,
       case when c.number % 6 < 3 then c.created_at + interval '5 minutes' end,
       c.created_at + interval '1 minute', c.created_at + interval '1 minute'
     from campaigns c where c.number % 10 <> 0`,
  );
  // Fresh statistics and visibility map, as autovacuum would leave a live database.
  await client.query('vacuum analyze campaigns');
  await client.query('vacuum analyze orders');
}
