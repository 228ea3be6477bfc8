/** iCalendar (RFC 5545) for calendars visitors subscribe to. Pure: the caller passes the events. */

export type CalendarEvent = { uid: string; summary: string; day: Date; description?: string; url?: string }

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 §3.3.11). */
const icsText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Lines of at most 75 octets, continued with CRLF and a space (§3.1), never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  out.push(current)
  return out.join('\r\n ')
}

const ROME_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' })
/** The day in Rome as YYYYMMDD: an avviso's date is a day of the Italian calendar, wherever the reader is. */
const romeDay = (date: Date) => ROME_DAY.format(date).replace(/-/g, '')
const nextDay = (date: Date) => romeDay(new Date(date.getTime() + 86_400_000))
const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** A calendar of all-day events, in Italian, that calendar apps refresh about every six hours. */
export function calendar(meta: { name: string; description: string; prodId: string }, events: CalendarEvent[], now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${meta.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(meta.name)}`,
    `X-WR-CALDESC:${icsText(meta.description)}`,
    'X-WR-TIMEZONE:Europe/Rome',
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${romeDay(e.day)}`,
      `DTEND;VALUE=DATE:${nextDay(e.day)}`,
      `SUMMARY:${icsText(e.summary)}`,
      ...(e.description ? [`DESCRIPTION:${icsText(e.description)}`] : []),
      ...(e.url ? [`URL:${e.url}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
