/** The id a list block is paged by: its row id, or its type when it has none (examples). */
export function listBlockId(block: { id?: string | null; blockType: string }): string {
  return block.id || block.blockType
}
