/**
 * A refusal as the inspector shows it under a field. The `setProperties` command names the part a
 * refusal is about ("MBX1 DB1: mailbox size must be at least 1 MB.") because it may edit several
 * at once; under a field of the one part the inspector already names in its header, that prefix is
 * noise and leaves a lower-case sentence. Here it is dropped and the sentence starts with a capital.
 */
export function refusalForField(reason: string, partName: string | undefined): string {
  if (!partName) return reason;
  const prefix = `${partName}: `;
  if (!reason.startsWith(prefix)) return reason;
  const rest = reason.slice(prefix.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
