import { NotFoundContent } from '@/app/(site)/_templates/NotFoundContent'

export const metadata = { title: 'Pagina non trovata' }

/** A notFound() met during a client navigation; requests for missing pages get global-not-found.tsx. */
export default function NotFound() {
  return <NotFoundContent />
}
