import type { Access } from 'payload'

export const anyone: Access = () => true
export const editors: Access = ({ req }) => Boolean(req.user)
export const publicRead = { read: anyone, create: editors, update: editors, delete: editors }
