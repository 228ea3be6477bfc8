/** "Passo 1" for screen readers, a numbered badge on screen, then the title. */
export function StepLabel({ number, title }: { number: number; title: string }) {
  return (
    <>
      <span className="sito-stepper__number">
        <span className="visually-hidden">Passo </span>
        {number}
      </span>{' '}
      <span>{title}</span>
    </>
  )
}
