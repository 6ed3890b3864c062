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

const TABS = [
  { value: 'campaigns', label: 'Campaigns', icon: Megaphone },
  { value: 'orders', label: 'Orders', icon: ClipboardList },
  { value: 'programs', label: 'Programs', icon: CalendarClock },
  { value: 'create-order', label: 'Create Order', icon: FilePlus2 },
  { value: 'templates', label: 'Design Templates', icon: LayoutTemplate },
  { value: 'testimonials', label: 'Testimonials', icon: MessageSquareQuote },
  { value: 'messages', label: 'Messages', icon: Inbox },
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
        <TabsContent value="campaigns" className="mt-6">
          <CampaignsTab />
        </TabsContent>
        <TabsContent value="orders" className="mt-6">
          <OrdersTab />
        </TabsContent>
        <TabsContent value="programs" className="mt-6">
          <ProgramsTab />
        </TabsContent>
        <TabsContent value="create-order" className="mt-6">
          <CreateOrderTab />
        </TabsContent>
        <TabsContent value="templates" className="mt-6">
          <TemplatesTab />
        </TabsContent>
        <TabsContent value="testimonials" className="mt-6">
          <TestimonialsTab />
        </TabsContent>
        <TabsContent value="messages" className="mt-6">
          <ContactMessagesTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
