import { SITE_URL } from '@/lib/site'
import { checkApiAddress, checkApiPath } from './api-address'
import { parseHostList, readApiEnvironment, type ApiEnvironment } from './api-environment'
import { apiBaseUrl, resolveApiBaseUrl } from './base-url'
import { ApiEnvironmentError } from './errors'

const production = (overrides: Partial<ApiEnvironment> = {}): ApiEnvironment => ({
  nodeEnv: 'production',
  currentHost: 'npb-databank.jp',
  siteUrl: 'https://npb-databank.jp',
  fallbackUrl: 'https://npb-databank.jp',
  allowedHosts: [],
  ...overrides,
})
const development = (overrides: Partial<ApiEnvironment> = {}) => production({ nodeEnv: 'development', ...overrides })

describe('resolveApiBaseUrl', () => {
  test('the product host calls its own origin (port and letter case do not matter)', () => {
    expect(resolveApiBaseUrl(production())).toBe('')
    expect(resolveApiBaseUrl(production({ currentHost: 'NPB-Databank.jp:443' }))).toBe('')
  })

  test.each(['localhost:3000', '127.0.0.1:3100', 'localhost'])('a page served from %s asks its own server, in any environment', (host) => {
    expect(resolveApiBaseUrl(development({ currentHost: host }))).toBe('')
    expect(resolveApiBaseUrl(production({ nodeEnv: 'test', currentHost: host }))).toBe('')
    // npm run serve and the e2e build are production builds on loopback: their API is the local server.
    expect(resolveApiBaseUrl(production({ currentHost: host }))).toBe('')
  })

  test('any other host, or no page at all, uses the hosted fallback', () => {
    expect(resolveApiBaseUrl(production({ currentHost: 'preview.example.dev' }))).toBe('https://npb-databank.jp')
    expect(resolveApiBaseUrl(production({ currentHost: null }))).toBe('https://npb-databank.jp')
  })

  test('a configured fallback is used without a trailing slash, path prefix kept', () => {
    expect(resolveApiBaseUrl(production({ currentHost: 'mirror.example', fallbackUrl: 'https://api.example.net/' }))).toBe('https://api.example.net')
    expect(resolveApiBaseUrl(production({ currentHost: 'mirror.example', fallbackUrl: 'https://api.example.net/npb/' }))).toBe('https://api.example.net/npb')
  })

  test('a plain-http fallback: HTTPS required', () => {
    const env = production({ currentHost: 'mirror.example', fallbackUrl: 'http://api.example.net' })
    expect(() => resolveApiBaseUrl(env)).toThrow(new ApiEnvironmentError('HTTPS required: http://api.example.net'))
  })

  test.each(['http://localhost:3000', 'https://127.0.0.1', 'https://[::1]:8443'])('fallback %s in production: localhost not allowed', (fallbackUrl) => {
    const env = production({ currentHost: 'mirror.example', fallbackUrl })
    expect(() => resolveApiBaseUrl(env)).toThrow(new ApiEnvironmentError(`localhost not allowed in production: ${fallbackUrl}`))
  })

  test('a loopback fallback over http is tolerated while developing', () => {
    expect(resolveApiBaseUrl(development({ currentHost: '192.168.1.20:3000', fallbackUrl: 'http://localhost:3000' }))).toBe('http://localhost:3000')
  })
})

describe('checkApiAddress', () => {
  test('a host outside the allow-list is refused', () => {
    expect(() => checkApiAddress('https://evil.example/api', production())).toThrow(new ApiEnvironmentError('API address not in allow-list: https://evil.example/api'))
  })

  test('the allow-list is the site host, the fallback host and the configured extras', () => {
    const env = production({ fallbackUrl: 'https://api.example.net', allowedHosts: ['backup.example.org'] })
    for (const address of ['https://npb-databank.jp/api', 'https://api.example.net/api', 'https://BACKUP.example.org/api']) {
      expect(checkApiAddress(address, env).href).toBe(new URL(address).href)
    }
  })

  test('an address that is not a URL is not on the allow-list', () => {
    expect(() => checkApiAddress('npb-databank.jp', production())).toThrow(new ApiEnvironmentError('API address not in allow-list: npb-databank.jp'))
  })
})

test.each(['//evil.example/api', '/\\evil.example/api', 'https://evil.example/api', 'api/health'])('path %s would leave the base address: refused', (path) => {
  expect(() => checkApiPath(path)).toThrow(new ApiEnvironmentError(`API address not in allow-list: ${path}`))
})

describe('reading the environment', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  test('NEXT_PUBLIC_API_ALLOWED_HOSTS is a comma list', () => {
    expect(parseHostList(' a.example, B.example ,,')).toEqual(['a.example', 'b.example'])
    expect(parseHostList(undefined)).toEqual([])
  })

  test('without a page the fallback comes from NEXT_PUBLIC_API_FALLBACK_URL, else the site URL', () => {
    delete process.env.NEXT_PUBLIC_API_FALLBACK_URL
    expect(readApiEnvironment()).toMatchObject({ currentHost: null, siteUrl: SITE_URL, fallbackUrl: SITE_URL })
    process.env.NEXT_PUBLIC_API_FALLBACK_URL = 'https://api.example.net'
    process.env.NEXT_PUBLIC_API_ALLOWED_HOSTS = 'backup.example.org'
    expect(readApiEnvironment()).toMatchObject({ fallbackUrl: 'https://api.example.net', allowedHosts: ['backup.example.org'] })
    expect(apiBaseUrl()).toBe('https://api.example.net')
  })

  test('an unsafe configured fallback makes the wrapper throw the environment error', () => {
    process.env.NEXT_PUBLIC_API_FALLBACK_URL = 'http://api.example.net'
    expect(() => apiBaseUrl()).toThrow('HTTPS required: http://api.example.net')
  })
})
