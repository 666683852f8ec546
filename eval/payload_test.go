package eval_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// payloadCase is a program that once hung, crashed or overran its limits,
// with what it must end with now: its output (want, a prefix), a Python
// exception (its "Type: message" line) or a terminal limit.
type payloadCase struct {
	name string
	code string
	want string // printed output, or the error's last line
	// limit, when set, is the kind of terminal limit the run must end with.
	limit eval.LimitKind
}

// payloadTimeout is the deadline payloads run under; a run must end
// within it plus payloadSlack.
const (
	payloadTimeout = 300 * time.Millisecond
	payloadSlack   = 150 * time.Millisecond
)

// runPayloads runs each case under a memory limit and a deadline and
// checks its outcome and that it ended in time.
func runPayloads(t *testing.T, cases []payloadCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			start := time.Now()
			out, th, err := runPy(t, c.code, runner.Options{Limits: eval.Limits{
				MaxMemory: 64 << 20,
				Deadline:  start.Add(payloadTimeout),
			}})
			if d := time.Since(start); d > payloadTimeout+payloadSlack {
				t.Errorf("ran %v, past the %v deadline", d, payloadTimeout)
			}
			var ie *eval.InternalError
			if errors.As(err, &ie) {
				t.Fatalf("internal error: %v\n%s", ie, ie.Stack)
			}
			if c.limit != 0 {
				var le *eval.LimitError
				if !errors.As(err, &le) || le.Kind != c.limit {
					t.Fatalf("got %v, want limit %v", err, c.limit)
				}
				return
			}
			got := out
			if err != nil {
				lines := strings.Split(strings.TrimSpace(runner.FormatError(th, err)), "\n")
				got = out + lines[len(lines)-1]
			}
			if strings.TrimSpace(got) != strings.TrimSpace(c.want) {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

// TestPayloadsHashTables: lookups always end, and long probe chains count
// as work.
func TestPayloadsHashTables(t *testing.T) {
	runPayloads(t, []payloadCase{
		// A NaN key compared unequal to itself restarted the lookup
		// forever (interface comparison of the stored key).
		{"dict nan get", `d = {float("nan"): 1}; print(d.get(-float("nan")), -float("nan") in d)`, "None False", 0},
		{"dict nan setitem", `d = {float("nan"): 1}; d[-float("nan")] = 2; print(len(d))`, "2", 0},
		{"set nan", `s = {float("nan")}; print(-float("nan") in s); s.add(-float("nan")); print(len(s))`, "False\n2", 0},
		// Deleted keys left dummies until no probe sequence could end.
		{"dict dummies fill index", `d = {i: i for i in range(20)}
for k in range(100, 30000):
    d[k] = 1
    del d[k]
print(len(d), 5000000 in d)`, "20 False", 0},
		// A comparison that grows the dict restarts the lookup once, as
		// CPython's lookdict; one that only inserts goes on.
		{"dict eq inserts", `class E:
    def __init__(s, f): s.f = f
    def __hash__(s): return 5
    def __eq__(s, o): s.f(); return False
d = {}
d[E(lambda: d.__setitem__(object(), 1))] = 1
print(d.get(E(lambda: None)), len(d))`, "None 2", 0},
	})
}

// TestPayloadsReentrantSlices: program code run while a slice is
// assigned (a bound's __index__, the right-hand side's iterator) may
// change the list; CPython writes past the end of the list in the
// extended-slice case, pyinterp resolves the slice again.
func TestPayloadsReentrantSlices(t *testing.T) {
	runPayloads(t, []payloadCase{
		{"extended slice iterator clears", `l = list(range(10))
l[1:9:2] = (l.clear() or x for x in range(4))`,
			"ValueError: attempt to assign sequence of size 4 to extended slice of size 0", 0},
		{"extended slice iterator shrinks", `l = list(range(10))
l[1:9:2] = (l.pop() for x in range(4))`,
			"ValueError: attempt to assign sequence of size 4 to extended slice of size 3", 0},
		{"extended slice iterator grows", `l = list(range(10))
l[1:9:2] = (l.append(0) or x for x in range(4))
print(l)`, "[0, 0, 2, 1, 4, 2, 6, 3, 8, 9, 0, 0, 0, 0]", 0},
		{"slice iterator clears", `l = list(range(10))
l[3:] = (l.clear() or x for x in range(3))
print(l)`, "[0, 1, 2]", 0},
	})
}
