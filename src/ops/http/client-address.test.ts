import { describe, expect, it } from 'vitest'
import { clientAddress, PEER_HEADER } from './client-address'

const from = (peer: string, extra: Record<string, string> = {}) => new Headers({ [PEER_HEADER]: peer, ...extra })

describe('clientAddress', () => {
  it('ignores forwarded headers from an untrusted peer', () => {
    expect(clientAddress(from('203.0.113.5', { 'x-real-ip': '1.2.3.4', 'x-forwarded-for': '5.6.7.8' }), [])).toBe('203.0.113.5')
    expect(clientAddress(from('::ffff:203.0.113.5', { 'x-real-ip': '1.2.3.4' }), ['127.0.0.1'])).toBe('203.0.113.5')
  })
  it('believes a trusted proxy: X-Real-IP, else the rightmost untrusted X-Forwarded-For hop', () => {
    expect(clientAddress(from('127.0.0.1', { 'x-real-ip': '198.51.100.4' }), ['127.0.0.1'])).toBe('198.51.100.4')
    expect(clientAddress(from('10.1.2.3', { 'x-forwarded-for': '6.6.6.6, 198.51.100.4, 10.0.0.9' }), ['10.0.0.0/8'])).toBe('198.51.100.4')
    expect(clientAddress(from('10.1.2.3'), ['10.0.0.0/8'])).toBe('10.1.2.3')
  })
  it('without the peer header nobody is trusted', () => {
    expect(clientAddress(new Headers({ 'x-real-ip': '1.2.3.4' }), ['127.0.0.1'])).toBe('sconosciuto')
  })
})
