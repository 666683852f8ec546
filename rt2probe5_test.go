package pyinterp

import (
	"context"
	"testing"
	"time"
)

func TestRT2Probe5(t *testing.T) {
	for _, code := range []string{
		"match 5:\n    case final_answer:\n        pass\nfinal_answer",
		"match [5]:\n    case [*final_answer]:\n        pass\nfinal_answer",
		"match {'a': 1}:\n    case {**final_answer}:\n        pass\nfinal_answer",
		"match 5:\n    case int() as final_answer:\n        pass\nfinal_answer",
		"del final_answer\nfinal_answer",
		"def f():\n    global final_answer\n    final_answer = 1\nf()\nfinal_answer",
		"def f():\n    global final_answer\n    del final_answer\nf()\nfinal_answer",
		"*final_answer, = [1]\nfinal_answer",
		"(a, [final_answer]) = (1, [2])\nfinal_answer",
		"with open('x') as final_answer:\n    pass",
		"class final_answer: pass\nfinal_answer",
		"type final_answer = int\nfinal_answer",
		"def g[final_answer](): pass\nfinal_answer",
		"[final_answer := 1 for i in range(2)]\nfinal_answer",
		"import math as final_answer\nfinal_answer",
		"from math import *\nfinal_answer",
		"final_answer += 1",
		"final_answer: int = 1\nfinal_answer",
		"for (final_answer) in [1]: pass\nfinal_answer",
		"try:\n    1/0\nexcept* ZeroDivisionError as final_answer:\n    pass\nfinal_answer",
		"ｆinal_answer = 1\nfinal_answer",
		"def h():\n    final_answer = 1\n    def k():\n        nonlocal final_answer\n        final_answer = 2\n    k()\n    return final_answer\nh(), final_answer",
	} {
		ex := mustNew(t, Options{Timeout: 5 * time.Second})
		res, err := ex.Run(context.Background(), code)
		t.Logf("%q -> %v / %v", code, res.Repr, err)
	}
}
