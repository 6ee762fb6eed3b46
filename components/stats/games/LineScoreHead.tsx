/** The line score's caption and header row (チーム, the innings, R H E): one shape for a game's page and the streamed game. */
export function LineScoreHead({ innings }: { innings: number }) {
  return (
    <>
      <caption className="sr-only">イニングスコア</caption>
      <thead className="bg-slate-100 text-xs text-slate-600">
        <tr>
          <th scope="col">チーム</th>
          {Array.from({ length: innings }, (_, index) => (
            <th key={index} scope="col">{index + 1}</th>
          ))}
          <th scope="col" className="border-l border-slate-200">R</th>
          <th scope="col">H</th>
          <th scope="col">E</th>
        </tr>
      </thead>
    </>
  )
}
