import config from '@payload-config'
import '@payloadcms/next/css'
import './custom.scss'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { redirect } from 'next/navigation'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'
import { importMap } from './admin/importMap'

/** Payload's 401 (UnauthorizedError), thrown by a server function when the session cookie is expired or forged. */
const isUnauthorized = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  try {
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
