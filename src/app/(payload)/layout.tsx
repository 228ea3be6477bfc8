import config from '@payload-config'
import '@payloadcms/next/css'
import './custom.scss'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload, type ServerFunctionClient } from 'payload'
import { scheduleServerFunction } from '@/cms/schedule'
import type React from 'react'
import { importMap } from './admin/importMap'

/** Payload's 401 (UnauthorizedError), thrown by a server function when the session cookie is expired or forged. */
const isUnauthorized = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401

/** Payload's scheduling functions, checked first (cms/schedule.ts): `null` lets Payload answer. */
async function scheduling(name: string, args: Record<string, unknown>): Promise<unknown> {
  if (name !== 'schedule-publish' && name !== 'get-upcoming-scheduled-publish') return null
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  return scheduleServerFunction(payload, user, name, args)
}

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  try {
    const checked = await scheduling(args.name, (args.args ?? {}) as Record<string, unknown>)
    if (checked !== null) return checked
    return await handleServerFunctions({ ...args, config, importMap })
  } catch (error) {
    // Next answers a thrown error with a 500: an editor whose session has ended goes to sign in again.
    if (isUnauthorized(error)) redirect('/admin/login')
    throw error
  }
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
