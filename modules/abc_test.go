package modules_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/pyinterp/pyinterp/internal/runner"
)

// TestAbcSubclassWalkCharged checks that issubclass's search of an ABC's
// subclasses for virtual ones counts an operation for every subclass it
// looks at: 20,000 subclasses of an ABC with a registration, asked ten
// times about a class none of them registered, cost at least 200,000
// operations more than the same program without the questions.
func TestAbcSubclassWalkCharged(t *testing.T) {
	const n, calls = 20000, 10
	ops := func(asks int) int64 {
		src := fmt.Sprintf(`import abc
class A(abc.ABC): pass
class R: pass
A.register(R)
subs = [type(A)('S', (A,), {}) for _ in range(%d)]
for _ in range(%d):
    assert not issubclass(int, A)
`, n, asks)
		var out bytes.Buffer
		th, err := runner.Run("walk.py", []byte(src), &out, runner.Options{})
		if err != nil {
			t.Fatal(runner.FormatError(th, err))
		}
		return th.Operations()
	}
	base, asked := ops(0), ops(calls)
	if got := asked - base; got < n*calls {
		t.Errorf("%d issubclass calls over %d subclasses counted %d operations, want at least %d", calls, n, got, n*calls)
	}
}
