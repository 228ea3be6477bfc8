const NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
  facebook: 'Facebook',
  instagram: 'Instagram',
  medium: 'Medium',
  github: 'GitHub',
}

/** The programme's social profiles, named in text (no third-party logos). */
export function SocialLinks({ social }: { social: { network: string; href: string }[] }) {
  if (!social.length) return null
  return (
    <>
      <h3 className="sito-footer__sottotitolo">Seguici su</h3>
      <ul className="footer-list link-list mb-0">
        {social.map(({ network, href }) => (
          <li key={href}>
            <a className="list-item" href={href}>
              {NAMES[network] ?? network}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
