/**
 * The variation seed of one note: derived from the campaign and the recipient, so a recipient's proof, the
 * server's check and the robot's strokes are the same, and two recipients' notes differ.
 */
export function seedFor(campaignId: string, contactId: string): string {
  return `${campaignId}:${contactId}`;
}
