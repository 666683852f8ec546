package pyinterp

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

func TestRT2Probe(t *testing.T) {
	probes := []string{
		// host formats error
		"class E(Exception):\n    def __str__(self):\n        while True:\n            pass\nraise E()",
		"class S:\n    def __str__(self):\n        while True:\n            pass\nraise ValueError(S())",
		"class S:\n    def __repr__(self):\n        while True:\n            pass\nraise ValueError(S(), 1)",
		"raise ValueError(['x'*10**6]*10**4)",
		"raise ValueError(['x'*10**6]*10**4, 1)",
		"raise KeyError(['x'*10**6]*10**4)",
		"['x'*10**6]*10**4",
		"s='x'*10**6\nd={i: s for i in range(10**4)}\nd",
		"class R:\n    def __repr__(self):\n        while True:\n            pass\nR()",
		"class R:\n    def __repr__(self):\n        return 'x'*10**8\nR()",
		"class R:\n    def __repr__(self):\n        return 'x'*10**8\n[R()]*100",
	}
	for i, code := range probes {
		ex := mustNew(t, Options{Timeout: 5 * time.Second})
		start := time.Now()
		done := make(chan string, 1)
		go func() {
			res, err := ex.Run(context.Background(), code)
			s := fmt.Sprintf("res repr %d val %T", len(res.Repr), res.Value)
			if err != nil {
				var pe *Error
				errors.As(err, &pe)
				s += fmt.Sprintf(" err(%d) %.200s tb %d", len(err.Error()), err.Error(), len(pe.Traceback))
				u := errors.Unwrap(err)
				t0 := time.Now()
				us := u.Error()
				s += fmt.Sprintf(" unwrap(%d, %v) %.100s", len(us), time.Since(t0), us)
			}
			done <- s
		}()
		select {
		case s := <-done:
			t.Logf("%d %v: %s", i, time.Since(start), s)
		case <-time.After(20 * time.Second):
			t.Errorf("%d: hang", i)
		}
		_ = strings.Contains
	}
}
