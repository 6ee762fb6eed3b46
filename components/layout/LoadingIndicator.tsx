export type LoadingVariant = 'circular' | 'baseball' | 'dots'
export type LoadingSize = 'small' | 'medium' | 'large'

const SIZE_PX: Readonly<Record<LoadingSize, number>> = { small: 20, medium: 40, large: 64 }
const DOT_PX: Readonly<Record<LoadingSize, number>> = { small: 6, medium: 10, large: 14 }

type Props = {
  variant?: LoadingVariant
  size?: LoadingSize
  message?: string
}

export function LoadingIndicator({ variant = 'circular', size = 'medium', message }: Props) {
  const px = SIZE_PX[size]
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-3 text-slate-600">
      {variant === 'circular' && (
        <span
          aria-hidden
          className="animate-spin rounded-full border-4 border-slate-200 border-t-brand"
          style={{ width: px, height: px }}
        />
      )}
      {variant === 'baseball' && <BaseballIcon px={px} />}
      {variant === 'dots' && (
        <span aria-hidden className="flex items-center gap-1.5">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="animate-bounce rounded-full bg-brand"
              style={{ width: DOT_PX[size], height: DOT_PX[size], animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
      )}
      <span className={size === 'small' ? 'text-xs' : 'text-sm'}>{message ?? '読み込んでいます…'}</span>
    </div>
  )
}

function BaseballIcon({ px }: { px: number }) {
  return (
    <svg aria-hidden width={px} height={px} viewBox="0 0 40 40" className="animate-spin [animation-duration:1.6s]">
      <circle cx="20" cy="20" r="18" fill="#fff" stroke="#cbd5e1" strokeWidth="2" />
      <path d="M9 7c5 5 5 21 0 26M31 7c-5 5-5 21 0 26" fill="none" stroke="#dc2626" strokeWidth="2" strokeDasharray="3 2" />
    </svg>
  )
}
