package modules_test

import (
	"bytes"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
	"github.com/pyinterp/pyinterp/modules"
)

// TestDatetimeClock checks that datetime reads the clock and the local
// zone only through modules.Options.
func TestDatetimeClock(t *testing.T) {
	tokyo := time.FixedZone("JST", 9*3600)
	src := []byte(`from datetime import datetime, date, timezone, timedelta
print(datetime.now())
print(datetime.utcnow())
print(datetime.now(timezone.utc))
print(date.today())
print(datetime.fromtimestamp(0))
print(datetime(1970, 1, 1, 9).timestamp())
print(datetime(2020, 1, 1, tzinfo=timezone.utc).astimezone())
print(datetime(2023, 11, 14, 12).strftime('%s'))
`)
	want := `2023-11-15 07:13:20.123456
2023-11-14 22:13:20.123456
2023-11-14 22:13:20.123456+00:00
2023-11-15
1970-01-01 09:00:00
0.0
2020-01-01 09:00:00+09:00
1699930800
`
	var out bytes.Buffer
	opts := runner.Options{
		Limits: eval.Limits{MaxOperations: 10_000_000},
		Modules: modules.Options{
			Now:      func() time.Time { return time.Unix(1700000000, 123456789) },
			Location: tokyo,
		},
	}
	th, err := runner.Run("clock.py", src, &out, opts)
	if err != nil {
		t.Fatal(runner.FormatError(th, err))
	}
	if out.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", out.String(), want)
	}
}
