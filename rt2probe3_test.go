package pyinterp

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

func TestRT2Probe3(t *testing.T) {
	ex := mustNew(t, Options{Timeout: 5 * time.Second})
	names := make([]string, 20000)
	for i := range names {
		names[i] = "v_" + fmt.Sprint(i)
	}
	code := "class R:\n    def __repr__(self):\n        while True:\n            pass\n" + strings.Join(names, " = ") + " = R()\n"
	start := time.Now()
	_, err := ex.Run(context.Background(), code)
	t.Logf("run %v %v", time.Since(start), err)
	start = time.Now()
	v := ex.Variables()
	t.Logf("vars %d %v", len(v), time.Since(start))
	start = time.Now()
	_, err = ex.Run(context.Background(), "[R()]*1000")
	t.Logf("run %v %v", time.Since(start), err)
}
