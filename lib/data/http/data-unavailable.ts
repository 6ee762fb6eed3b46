import 'server-only'

/** What a visitor and an API client are told while the database is missing or unreadable. */
export const DATA_UNAVAILABLE = {
  title: 'データを準備中です',
  message: 'ただいま成績データを準備しています。しばらくしてから、もう一度お試しください。',
  messageEn: 'the data is being prepared; try again later',
} as const

/** Seconds a client should wait before asking again: about one `npm run db:build`. */
export const RETRY_AFTER_SECONDS = 60

const STYLE = `
body{margin:0;font-family:'Hiragino Kaku Gothic ProN','Hiragino Sans','Noto Sans CJK JP','Noto Sans JP',Meiryo,system-ui,sans-serif;color:#0f172a;background:#f8fafc}
header{background:#0b2f5b;padding:0 16px}header a{display:inline-flex;align-items:center;min-height:48px;color:#fff;font-weight:700;text-decoration:none}
main{max-width:36rem;margin:0 auto;padding:64px 16px;text-align:center}
.code{margin:0;font-size:3rem;font-weight:700;color:#0b2f5b}h1{font-size:1.5rem;margin:16px 0}p{line-height:1.8;color:#475569}
ul{display:flex;flex-wrap:wrap;justify-content:center;gap:12px;padding:0;list-style:none}
li a{display:inline-flex;align-items:center;min-height:44px;padding:0 16px;border:1px solid #cbd5e1;border-radius:6px;background:#fff;color:#0f172a;text-decoration:none}
li a:hover{border-color:#0b2f5b;color:#0b2f5b}`

/**
 * The page every data page answers while the database is missing: self-contained (the app's own
 * layout reads the database too), so the proxy can send it with a real 503 status. `href=""`
 * reloads the very URL asked for, query included, without echoing it into the HTML.
 */
export function dataUnavailableHtml(): string {
  return `<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${DATA_UNAVAILABLE.title} | NPBデータバンク</title><style>${STYLE}</style></head>
<body><header><a href="/">NPBデータバンク</a></header>
<main><p class="code">503</p><h1>${DATA_UNAVAILABLE.title}</h1>
<p>${DATA_UNAVAILABLE.message}</p>
<p>準備が整うと、このページはそのまま表示されます。用語集やリリースノートはこの間もご覧いただけます。</p>
<ul><li><a href="">再読み込み</a></li><li><a href="/">トップページへ</a></li><li><a href="/columns/glossary">用語集</a></li><li><a href="/releases">リリースノート</a></li></ul>
</main></body></html>`
}

/** The 503 a data page answers without its database; never cached, so the page returns with the data. */
export function dataUnavailablePage(): Response {
  return new Response(dataUnavailableHtml(), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) },
  })
}
