export function contactsLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'contact' : 'contacts'}`;
}

export function updatedLabel(iso: string): string {
  return `Changed ${new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`;
}
