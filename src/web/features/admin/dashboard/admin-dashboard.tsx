import {
  CalendarClock,
  ClipboardList,
  FilePlus2,
  Inbox,
  LayoutTemplate,
  Megaphone,
  MessageSquareQuote,
} from 'lucide-react';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { CampaignsTab } from '../campaigns/campaigns-tab';
import { ContactMessagesTab } from '../contact-messages/contact-messages-tab';
import { CreateOrderTab } from '../create-order/create-order-tab';
import { OrdersTab } from '../orders/orders-tab';
import { ProgramsTab } from '../programs/programs-tab';
import { TemplatesTab } from '../templates/templates-tab';
import { TestimonialsTab } from '../testimonials/testimonials-tab';
import { StatsCards } from './stats-cards';

/** The back office's sections: each tab's trigger and the panel it opens. */
const TABS = [
  { value: 'campaigns', label: 'Campaigns', icon: Megaphone, Panel: CampaignsTab },
  { value: 'orders', label: 'Orders', icon: ClipboardList, Panel: OrdersTab },
  { value: 'programs', label: 'Programs', icon: CalendarClock, Panel: ProgramsTab },
  { value: 'create-order', label: 'Create Order', icon: FilePlus2, Panel: CreateOrderTab },
  { value: 'templates', label: 'Design Templates', icon: LayoutTemplate, Panel: TemplatesTab },
  { value: 'testimonials', label: 'Testimonials', icon: MessageSquareQuote, Panel: TestimonialsTab },
  { value: 'messages', label: 'Messages', icon: Inbox, Panel: ContactMessagesTab },
] as const;

type TabValue = (typeof TABS)[number]['value'];

export function AdminDashboard() {
  const [tab, setTab] = useState<TabValue>('campaigns');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink-950 sm:text-3xl">Admin Dashboard</h1>
        <p className="text-sm text-muted">
          Campaigns, orders, designs, testimonials and messages at a glance.
        </p>
      </div>
      <StatsCards />
      <Tabs
        value={tab}
        onValueChange={(v) => setTab(TABS.find((t) => t.value === v)?.value ?? tab)}
        className="mt-8"
      >
        <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
          <TabsList aria-label="Back office sections" className="w-max">
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value} className="mt-6">
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
