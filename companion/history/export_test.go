package history_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"
	_ "github.com/tablemate/tablemate/companion/games"
	"github.com/tablemate/tablemate/companion/history"
)

// FuzzReadHistory: whatever file is imported, the reader refuses it in
// words or returns sound records only, and the exports of what it returns
// stay within a fixed multiple of the file's size (no record can make a
// download grow without bound).
func FuzzReadHistory(f *testing.F) {
	f.Add([]byte(`{"format":"tablemate-history/1","records":[{"table":"a","game":"tagiron","players":2,"names":["민지",""],"started":"2026-11-30T20:00:00Z","finished":"2026-11-30T20:30:00Z","seconds":1800,"result":{"places":[1,2],"winners":[0],"questions":[3,4]}}]}`))
	f.Add([]byte(`{"format":"tablemate-history/1","records":[{"table":"b","game":"lexio","players":6,"options":{"deals":3},"started":"2026-11-30T20:00:00Z","finished":"2026-11-30T21:00:00Z","seconds":3600,"result":{"places":[1,2,3,4,5,6],"winners":[0],"chips":[10,-2,-2,-2,-2,-2],"chart":[[50,50,50,50,50,50],[60,48,48,48,48,48]]}}]}`))
	f.Add([]byte(`{"format":"tablemate-history/1","records":[{"table":"c","game":"chess","players":-5}]}`))
	f.Add([]byte(`{"format":"tablemate-history/1","records":[{"table":"d","game":"lexio","players":5000000}]}`))
	f.Add([]byte(`{"format":"x"}`))
	f.Add([]byte(`not json`))
	f.Fuzz(func(t *testing.T, data []byte) {
		recs, err := history.Read(bytes.NewReader(data))
		if err != nil {
			require.NotEmpty(t, err.Error())
			require.Nil(t, recs)
			return
		}
		require.LessOrEqual(t, len(recs), history.MaxImportRecords)
		for _, r := range recs {
			require.NoError(t, history.Check(r))
		}
		var csv, js bytes.Buffer
		require.NoError(t, history.WriteCSV(&csv, recs, "ko"))
		require.NoError(t, history.WriteJSON(&js, recs))
		// Every record costs the file at least its own fields; its lines
		// repeat them once per player (at most 6) plus fixed columns.
		bound := 200 + len(recs)*600 + 8*len(data)
		require.LessOrEqual(t, csv.Len(), bound, "csv %d bytes from %d", csv.Len(), len(data))
		require.LessOrEqual(t, js.Len(), bound, "json %d bytes from %d", js.Len(), len(data))
		back, err := history.Read(&js)
		require.NoError(t, err, "an export imports again")
		require.Len(t, back, len(recs))
	})
}
