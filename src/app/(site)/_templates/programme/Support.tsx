import { SiteLink } from '@/components/page/SiteLink'
import { Section } from './Frame'

/** Where to ask: the support request, the territorial contact, the steps to apply. */
export function SupportContacts({ id, title = 'Hai bisogno di aiuto?' }: { id: string; title?: string }) {
  return (
    <Section id={id} title={title}>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        <li>
          <SiteLink href="/supporto/come-candidarsi" className="btn btn-outline-primary">
            Come candidarsi
          </SiteLink>
        </li>
        <li>
          <SiteLink href="/supporto/richiedi-assistenza" className="btn btn-primary">
            Richiedi assistenza
          </SiteLink>
        </li>
        <li>
          <SiteLink href="/supporto/contatta-il-territorio" className="btn btn-outline-primary">
            Contatta il territorio
          </SiteLink>
        </li>
      </ul>
    </Section>
  )
}
