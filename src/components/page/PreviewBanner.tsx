import { isPreview } from '@/content/preview'
import { LivePreviewRefresh } from './LivePreviewRefresh.client'

/** Shown only in preview (draft mode): says so and offers the way out. */
export async function PreviewBanner({ path }: { path: string }) {
  if (!(await isPreview())) return null
  return (
    <div className="alert alert-warning container mt-3" role="status" data-testid="anteprima">
      Anteprima della redazione: stai vedendo le bozze non pubblicate.{' '}
      <a href={`/api/preview/exit?path=${encodeURIComponent(path)}`}>
        Esci dall&apos;anteprima
      </a>
      <LivePreviewRefresh />
    </div>
  )
}
