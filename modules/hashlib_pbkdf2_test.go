package modules_test

import (
	"io"
	"strings"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// TestPBKDF2Charged: pbkdf2_hmac's iterations and blocks are work charged
// as they run, so an operation budget stops a call that would take
// minutes (2**31-1 iterations; a 2**28-byte key of one iteration each)
// promptly, and the error is the budget's, not swallowed.
func TestPBKDF2Charged(t *testing.T) {
	for _, call := range []string{
		"hashlib.pbkdf2_hmac('sha256', b'pw', b'salt', 2**31 - 1)",
		"hashlib.pbkdf2_hmac('sha1', b'pw', b'salt', 1, 2**28)",
	} {
		src := "import hashlib\ntry:\n    " + call + "\nexcept BaseException:\n    pass\n"
		start := time.Now()
		th, err := runner.Run("pbkdf2.py", []byte(src), io.Discard, runner.Options{Limits: eval.Limits{MaxOperations: 1_000_000, MaxMemory: 1 << 30}})
		if err == nil {
			t.Fatalf("%s: ran to the end under a budget of 1e6 operations", call)
		}
		if msg := runner.FormatError(th, err); !strings.Contains(msg, "max number of operations") {
			t.Errorf("%s: error %q, want the operations limit", call, msg)
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("%s: took %v to stop", call, d)
		}
	}
}
