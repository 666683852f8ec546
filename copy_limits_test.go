package pyinterp

import (
	"strings"
	"testing"
	"time"
)

// TestDeepcopyLimits: copy.deepcopy's Go part (modules/copy_deep.go)
// counts each object it copies as an operation, charges the copies to the
// run's memory and each level of nesting against the recursion limit, so
// every limit stops a deepcopy as it stops the equivalent Python loop.
func TestDeepcopyLimits(t *testing.T) {
	cases := []struct {
		name  string
		opts  Options
		code  string
		limit Limit
		want  string
	}{
		{"operations", Options{MaxOperations: 200_000},
			"import copy\nx = [[i] for i in range(3000)]\nfor _ in range(100):\n    copy.deepcopy(x)",
			LimitOperations, "max number of operations"},
		{"memory", Options{MaxMemory: 16 << 20, MaxOperations: -1, MaxWhileIterations: -1, Timeout: 20 * time.Second},
			"import copy\nx = {i: [i, (i, [i])] for i in range(1000)}\nl = []\nwhile True:\n    l.append(copy.deepcopy(x))",
			LimitMemory, "MemoryError"},
		{"recursion", Options{MaxRecursionDepth: 500},
			"import copy\nx = []\nfor i in range(100000):\n    x = [x]\ncopy.deepcopy(x)",
			LimitRecursion, "RecursionError"},
		{"recursion through dicts and tuples", Options{MaxRecursionDepth: 500},
			"import copy\nx = None\nfor i in range(100000):\n    x = {'k': (x, [])}\ncopy.deepcopy(x)",
			LimitRecursion, "RecursionError"},
		{"time", Options{Timeout: 100 * time.Millisecond, MaxOperations: -1, MaxMemory: -1},
			"import copy\nx = [0]\ncopy.deepcopy([x] * 3_000_000)",
			LimitTime, "maximum execution time"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ex := mustNew(t, c.opts)
			// the limit is terminal: except does not catch it
			code := "try:\n" + indent(c.code) + "\nexcept BaseException:\n    print('caught')"
			res, err := runErr(t, ex, code)
			if err == nil || err.Kind != KindLimit || err.Limit != c.limit || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want the %v limit (%q)", err, c.limit, c.want)
			}
			if strings.Contains(res.Logs, "caught") {
				t.Errorf("limit intercepted: logs %q", res.Logs)
			}
		})
	}
}

// BenchmarkDeepcopy times copy.deepcopy of a nested structure of dicts,
// lists, tuples, strs and instances (bench/deepcopy_objects.py's, 1,365
// containers and 1,024 leaves; ns/unit per object copied).
func BenchmarkDeepcopy(b *testing.B) {
	benchSnippet(b, `
import copy
class Node:
    def __init__(self, name, children, meta):
        self.name, self.children, self.meta = name, children, meta
def build(depth, width):
    if depth == 0:
        return {"leaf": True, "values": [1, 2.5, "x", (3, 4)]}
    return Node("n%d" % depth, [build(depth - 1, width) for _ in range(width)], {"depth": depth, "tags": ("a", "b")})
tree = build(5, 4)
`, `_ = copy.deepcopy(tree)`, 1365+1024)
}
